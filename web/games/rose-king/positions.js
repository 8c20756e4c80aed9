// The positions the Rose King lesson and its authors' page examples show (RK-12 position
// strings). Data, not text: both languages' lessons (lesson.en.js, lesson.de.js) share them, so
// a translation can never move a rose.

/** The first deal of seed 1: the crown on e5, five cards each. */
export const RK_START =
  "rk 9/9/9/9/9/9/9/9/9 e5 S3,SE2,NE2,SW3,SE3/N3,N1,S1,NE3,SW1 4/4 0 N2,S2,E1,W2,NE1,W1,SW2,NW2,W3,E3,NW1,SE1,NW3,E2 - dda7d5fade45c678";

/** Red to move from g4; SE2 lands on i2 next to Red's rose on h2. */
export const RK_JOIN =
  "rk 9/7R1/9/7W1/7R1/6W2/9/7R1/9 g4 SE2,NE2,SW3/S1,NE3,S2 3/4 0 E1,W2,NE1,W1,SW2,NW2,W3,E3,NW1,SE1,NW3,E2 SE3,N3,N1,N2,S3,SW1 dda7d5fade45c678";

/** Late in a game: White to move with two cards, Red stuck with five and no heroes. */
export const RK_LATE =
  "rk 6W2/5RW2/5RW1W/1R2WWRW1/3R1RWRW/3R2W1W/4RRRR1/R2W1WW2/9 i5 NW1,W2,NW2,SE1,W3/N1,E2 0/0 1 NE3,SW1,E1,NE2,S3,SW2,NW3,SE2,N2,S1,NE1,SW3,S2,SE3,E3,W1,N3 - 50a0c2a714b23b22";

/** Red's best hero play is S1 onto g7. */
export const RK_HERO =
  "rk 9/6W2/5RW1W/6W2/3W1RRRR/6W1W/5R1R1/5W3/9 g8 W3,SW2,NE3,SW3,S1/SE3,N3,S2 3/3 0 E3,E1,NW1,N2,NW3,SE2,SW1,W2,NE1,NW2,S3,W1,N1,E2,NE2,SE1 - cef1ad55a0bffdbd";

/** Red's W3 onto f4 joins two groups into a territory of six. */
export const RK_GAIN =
  "rk 9/9/6W1W/6W2/3W1RRRR/6W1W/5R1R1/5W3/9 i4 W3,NW3,SW2,NE3,SW3/NE1,SE3,N3 3/3 0 S1 E1,S3,N1,NW2,E3,NE2,W2,SE2,W1,NW1,SE1,S2,N2,SW1,E2 eb7a11bdac183c6d";
