// The positions and lines of the Bella Rosarum rules lesson, shared by its English and
// German texts (lesson.en.js, lesson.de.js). MADE BY tools/data/br_lesson_boards.py with the
// engine (do not edit by hand: run it again); tests/games/bella_rosarum/test_lessons.py checks that
// this file is what it makes and that every line is legal. `region` cuts the map (region.js).

import { lessonLine } from "../../lessons/line.js";

export const BR_BOARDS = {
  "roads": {
    "position": "br 3p 1 move 0 2 0 061=middleham;090=sheffield;0d2=skipton henry=tower-of-london*;margaret=kenilworth;edward=kenilworth;beaufort=;tudor=;york=ludlow;march=denbigh;rutland=sandal;clarence=trim;gloucester=calais -/-/- doncaster=0;durham=0;middleham=1;newcastle=0;pontefract=0;sheffield=0;skipton=2;york=0 00010203040507080a0b0c0e0f0g0h0i0j0k0l0m0n0o0p0q0r0s0t0u0v0w0x0y0z101112131415161718191a1b1c1d1e1f1g1h1i1j1k1l1m1n1o1p1q1r1s1t1u1v1w1x1y1z202122232425262728292a2b2c2d2e2f2g2h2i2j2k2l2m - - 0s1a030o010l1p0k26291g140w190n1n1v1u2d080y2g22150r0i28211f0d1c241y0e0u1e171r111q101l270b0j0z1k1j070h1z180v041b0t250p021d0a2f2b161o1s1i2e0f0q1m0g0513060m0x2h1x1h2a1t1w2c00200c0923 12 12 - - - 0 - - - 399989479848df8e84f42142b616724d",
    "moves": [
      "move sheffield newcastle"
    ],
    "region": "newcastle lancaster sheffield hull"
  },
  "influence": {
    "position": "br 3p 1 move 0 2 0 0d2=skipton;0f1=newark;0n0=ashby+0r henry=tower-of-london*;margaret=kenilworth;edward=kenilworth;beaufort=;tudor=;york=ludlow;march=denbigh;rutland=sandal;clarence=trim;gloucester=calais -/-/- ashby=0;lichfield=1;newark=1;skipton=2 000102030405060708090a0b0c0e0g0h0i0j0k0l0m0o0p0q0s0t0u0v0w0x0y0z101112131415161718191a1b1c1d1e1f1g1h1i1j1k1l1m1n1o1p1q1r1s1t1u1v1w1x1y1z202122232425262728292a2b2c2d2e2f2g2h2i2j2k2l2m - - 0s1a030o010l1p0k26291g140w190n1n1v1u2d080y2g22150r0i28211f0d1c241y0e0u1e171r111q101l270b0j0z1k1j070h1z180v041b0t250p021d0a2f2b161o1s1i2e0f0q1m0g0513060m0x2h1x1h2a1t1w2c00200c0923 12 12 - - - 0 - - - 399989479848df8e84f42142b616724d",
    "moves": [
      "move ashby leicester"
    ],
    "region": "ashby leicester nottingham coventry lichfield"
  },
  "battle": {
    "position": "br 3p 1 combat 0 2 0 002=@13,14+1v;050=@13,13+1k;061=@12,13;0d2=skipton henry=tower-of-london*;margaret=kenilworth;edward=kenilworth;beaufort=;tudor=;york=ludlow;march=denbigh;rutland=sandal;clarence=trim;gloucester=calais -/-/- grafton-regis=0;northampton=0;oxford=0;skipton=2;st-albans=0;tower-of-london=0 010203040708090a0b0c0e0f0g0h0i0j0k0l0m0n0o0p0q0r0s0t0u0v0w0x0y0z101112131415161718191a1b1c1d1e1f1g1h1i1j1l1m1n1o1p1q1r1s1t1u1w1x1y1z202122232425262728292a2b2c2d2e2f2g2h2i2j2k2l2m - - 020s1a030o010l1p0k26291g140w190n1n1v1u2d080y2g22150r0i28211f0d1c241y0e0u1e171r111q101l270b0j0z1k1j070h1z180v041b0t250p1d0a2f2b161o1s1i2e0f0q1m0g0513060m0x2h1x1h2a1t1w2c00200c0923 12 12 - - - 0 - - - 399989479848df8e84f42142b616724d",
    "moves": [
      "battle @13,13 @12,13"
    ],
    "region": "@12,13 @13,13 @13,14 oxford st-albans"
  },
  "siege": {
    "position": "br 3p 1 combat 0 2 0 000=@11,14;050=@10,14+1k;061=middleham;0d2=skipton henry=tower-of-london*;margaret=kenilworth;edward=kenilworth;beaufort=;tudor=;york=ludlow;march=denbigh;rutland=sandal;clarence=trim;gloucester=calais -/-/- middleham=1;skipton=2 010203040708090a0b0c0e0f0g0h0i0j0k0l0m0n0o0p0q0r0s0t0u0v0w0x0y0z101112131415161718191a1b1c1d1e1f1g1h1i1j1l1m1n1o1p1q1r1s1t1u1v1w1x1y1z202122232425262728292a2b2c2d2e2f2g2h2i2j2k2l2m - - 29010s1a030o0l1p0k261g140w190n1n1v1u2d080y2g22150r0i28211f0d1c241y0e0u1e171r111q101l270b0j0z1k1j070h1z180v041b0t250p021d0a2f2b161o1s1i2e0f0q1m0g0513060m0x2h1x1h2a1t1w2c00200c0923 12 12 - - - 0 - - - 399989479848df8e84f42142b616724d",
    "moves": [
      "siege @10,14 gloucester",
      "siege @11,14 salisbury"
    ],
    "region": "gloucester salisbury bristol oxford"
  },
  "crown": {
    "position": "br 3p 1 move 0 2 0 061=raby;0d2=skipton;0e0=pontefract+1d henry=tower-of-london*;margaret=kenilworth;edward=kenilworth;beaufort=;tudor=;york=york;march=denbigh;rutland=sandal;clarence=trim;gloucester=calais -/-/- doncaster=0;middleham=0;pontefract=0;raby=1;sandal=0;skipton=2;york=0 0001020304050708090a0b0c0f0g0h0i0j0k0l0m0n0o0p0q0r0s0t0u0v0w0x0y0z101112131415161718191a1b1c1e1f1g1h1i1j1k1l1m1n1o1p1q1r1s1t1u1v1w1x1y1z202122232425262728292a2b2c2d2e2f2g2h2i2j2k2l2m - - 0s1a030o010l1p0k26291g140w190n1n1v1u2d080y2g22150r0i28211f0d1c241y0e0u1e171r111q101l270b0j0z1k1j070h1z180v041b0t250p021d0a2f2b161o1s1i2e0f0q1m0g0513060m0x2h1x1h2a1t1w2c00200c0923 12 12 - - - 0 - - - 399989479848df8e84f42142b616724d",
    "moves": [
      "move pontefract york",
      {
        "move": "end move",
        "auto": true
      },
      "crown york"
    ],
    "region": "york pontefract sandal hull"
  },
  "parliament": {
    "position": "br 3p 1 parliament 0 2 0 071=alnwick;0a0=tower-of-london;0l2=grafton-regis;0o1=stoke-by-nayland henry=tower-of-london*;margaret=kenilworth;edward=kenilworth;beaufort=;tudor=;york=ludlow;march=denbigh;rutland=sandal;clarence=trim;gloucester=calais -/-/- alnwick=1;grafton-regis=2;stoke-by-nayland=1;tower-of-london=0 0001020304050608090b0c0d0e0f0g0h0i0j0k0m0n0p0q0s0t0u0v0w0x0y0z101112131415161718191a1b1d1e1f1g1h1i1j1k1l1m1n1o1p1q1r1s1t1u1v1w1x1y1z202122232425262728292a2b2c2d2e2f2g2h2i2j2k2l2m - 0r1c 0s1a030o010l1p0k26291g140w190n1n1v1u2d080y2g22150r0i28211f0d1c241y0e0u1e171r111q101l270b0j0z1k1j070h1z180v041b0t250p021d0a2f2b161o1s1i2e0f0q1m0g0513060m0x2h1x1h2a1t1w2c00200c0923 12 12 - - - 0 - - - 399989479848df8e84f42142b616724d",
    "moves": [
      "summon",
      "grant oxford",
      "grant rivers"
    ],
    "region": "london"
  }
};

/**
 * The widget parameters of one board: its data plus this language's texts. t: {mode, caption,
 * task, steps: [{caption, explain, wrong}] in the order of the board's moves}. Player 1's view.
 */
export function board(b, t) {
  return { mode: t.mode, position: b.position, seat: 0, region: b.region, caption: t.caption || "", task: t.task || "", line: lessonLine(b.moves, t.steps) };
}
