// The Bella Rosarum rules lesson in English, shown by web/lessons/ (lesson.html?game=bella-rosarum;
// the game's table component names this file): our own words, restated from the rules digest
// seeds/bella-rosarum.md (BR-1 … BR-19). The shape every game's lesson has (web/PROTOCOL.md,
// "Lessons"); the German twin is lesson.de.js. Positions, lines and map regions live in
// lesson.boards.js (made with the engine by tools/data/br_lesson_boards.py); here only the words.
// `examples` are this game's boards on the authors' page.

import { BR_BOARDS as B, board } from "./lesson.boards.js";

export const LESSON = {
  summary: "Moving by road, influence and the places that stay shut, battles and their odds, sieges, crowning a king, Parliament, your hand of crown cards and putting a royal to death. Three exercises, about fifteen minutes.",
  title: "Bella Rosarum — the rules, step by step",
  intro:
    "Three to six players lead factions of nobles through the Wars of the Roses. Nobles march across England and Wales, take castles and towns, fight battles and seize the royal heirs. Whoever ends up holding the last royal alive, and has had him crowned, rules the kingdom.",
  complete: "Lesson complete: you know the core rules of Bella Rosarum.",
  sections: [
    {
      id: "map",
      title: "1. The map, the stacks and the turn",
      text: [
        "The map is a grid of square cells, each about 35 km across, laid over England, Wales, Calais and the Irish Pale. Places are marked on it: major cities, cities, fortresses, noble castles and manor houses, each with the influence a stack needs to enter it. Roads join some of them (BR-1.1, BR-1.2).",
        "Your pieces are nobles. Every other card you hold — a title, an office, a bishopric, mercenaries, a ship — belongs to one of your nobles and travels with it. All of one player's nobles on one place or open field form a stack; two players never share one (BR-1.5, BR-2.2).",
        "A turn runs through fixed phases: draw an event card, move, fight, perhaps hold a Parliament, perhaps crown a royal, and last draw a crown card (BR-4.1). The boards of this lesson show only the part of the map that matters, always from Player 1's side.",
      ],
      board: board({ ...B.roads, moves: [] }, { mode: "static", caption: "The north: Player 1 (red) holds Sheffield, Doncaster, Pontefract, York, Durham and Newcastle." }),
    },
    {
      id: "exercise-road",
      title: "Exercise: ride up the Great North Road",
      exercise: true,
      text: [
        "In its movement phase each of your stacks may move once. Across country it steps from cell to neighbouring cell, diagonals included, at most five steps in all. Along a road it travels for free, as far as the road goes — as long as every place on the way lets it in (BR-6.1 – BR-6.3).",
        "Your Earl of Shrewsbury stands at Sheffield. Newcastle lies six rows further north: too far across country. But the Great North Road passes Doncaster, two steps away, and every place along it up to Newcastle is yours. Choose the stack, then its destination.",
      ],
      board: board(B.roads, {
        mode: "try",
        task: "Move the stack at Sheffield to Newcastle.",
        steps: [
          {
            caption: "Two steps to the road at Doncaster, then Pontefract, York and Durham for free: Newcastle, in one move.",
            explain: "Look for Newcastle on the coast in the north-east: the road from Doncaster leads there.",
          },
        ],
      }),
    },
    {
      id: "influence",
      title: "2. Influence: which places let you in",
      text: [
        "A place you own is always open to you, and so is an open city. Any other place asks for influence: the sum of the influence printed on the cards of the stack must reach the place's value — 30 for a major city, 20 for a fortress, 15 for a city, 10 for a noble castle or a manor house. If another player owns the place and none of their nobles is inside, it costs twice as much. Where another player's noble stands you cannot enter at all: you must attack (BR-1.2, BR-6.4).",
        "Entering by influence only lets you in; the place does not become yours. Places change hands by siege alone (BR-8.4).",
        "Other reasons a place stays shut: in the first round no stack may enter or pass through a place where a royal waits with nobody beside him, so that every player has placed their stacks before the royals can be taken (BR-6.9); and a stack shut in by a siege cannot move at all (BR-6.8). On the table, a place's panel shows the influence it asks and who owns it, and says when the first round keeps it shut.",
      ],
      board: board(B.influence, {
        mode: "step",
        caption: "Lord Hastings with the Earldom of Kent: 10 + 5 = influence 15. Leicester is a neutral city (15): open. Nottingham (fortress, 20) and Coventry (major city, 30) are not, nor is Lichfield: Player 2 owns it with nobody inside, so it asks 2 × 15 = 30.",
        steps: [{ caption: "The stack enters Leicester. It stands inside, but the city stays neutral." }],
      }),
    },
    {
      id: "battle",
      title: "3. Battles and their odds",
      text: [
        "In the combat phase each of your stacks may attack once: a battle against another player's stack in the open, on a neighbouring cell at most (BR-7.1).",
        "Add up the troops on each side: the nobles' own and those of their cards (offices and bishops count only while active, BR-16). Divide the attacker's troops by the defender's: the ratio picks one of six columns, below 1:2, 1:2, 1:1, 3:2, 2:1, and 3:1 or more (BR-7.2, BR-7.3).",
        "Then the top event card is drawn and its battle row read in that column. R (rout) or V (victory): every defending noble dies, and the royals with them change sides. I (inconclusive) or D (defeat): nobody dies. A + before the letter costs the attacker a noble, a + after it the defender (BR-7.3, BR-7.4). The higher the column, the more cards say victory: the table shows your chance before you confirm.",
      ],
    },
    {
      id: "exercise-battle",
      title: "Exercise: pick the better battle",
      exercise: true,
      text: [
        "Your Earl of Warwick leads 600 troops: his own 300 and 300 French men-at-arms. Two enemy stacks stand next to him in the open: Player 2's Earl of Salisbury with 200 troops and Player 3's Duke of Buckingham with 350. Attack where the odds are best.",
      ],
      board: board(B.battle, {
        mode: "try",
        task: "Player 1's combat phase: attack the stack you are most likely to beat.",
        steps: [
          {
            caption: "600 against 200 is 3:1, the best column: about 87 % of the cards give victory. This one does, and Salisbury dies.",
            explain: "Compare the ratios: 600 against 350 only reaches 3:2, where far fewer cards give victory.",
          },
        ],
      }),
    },
    {
      id: "siege",
      title: "4. Sieges and Bad Weather",
      text: [
        "A stack at most one cell away from a place it does not own may besiege it, if its troops at least match the place's garrison (a city 150, a fortress 200, a major city 300) plus any stack inside (BR-1.3, BR-8.1).",
        "An event card is drawn, but its battle row does not count: unless the card is Bad Weather the siege succeeds. The besieger takes the place and moves in, every noble inside dies, and the royals there change hands (BR-8.2).",
        "Bad Weather stops the assault: the place is under siege. The besiegers may try again in a later combat phase; the stack shut inside cannot move and may only sally out to fight them (BR-8.3). Drawn as the turn's event, Bad Weather also shortens every cross-country move to two steps (BR-5.5).",
      ],
      board: board(B.siege, {
        mode: "step",
        caption: "Player 1 has two stacks in the open: Warwick's 600 next to Gloucester and Buckingham's 250 next to Salisbury. Both cities have a garrison of 150.",
        steps: [
          { caption: "The card is Bad Weather: Gloucester holds out and is now under siege (⚔ on the map)." },
          { caption: "The next card is no Bad Weather: Salisbury falls, Buckingham moves in and the city is Player 1's." },
        ],
      }),
    },
    {
      id: "exercise-crown",
      title: "Exercise: take Richard of York and crown him",
      exercise: true,
      text: [
        "A royal with no noble beside him is free: the first stack to move onto his place takes control of him, and he then moves with that stack (BR-6.7, BR-9.1). Royals are also won by victories and sieges.",
        "Only the heir first in line may be crowned, and only while nobody of his house wears a crown: for York that is Richard, Duke of York, while he lives (BR-10.1, BR-10.2). In the coronation phase you crown him if a noble of his stack holds a bishopric, and the stack stands at London or at that bishop's see (BR-10.3).",
        "Lord Scrope carries the Archbishop of York and stands at Pontefract. Richard waits, free, in York. Move there; the movement phase then ends by itself in this exercise, and the coronation follows.",
      ],
      board: board(B.crown, {
        mode: "try",
        task: "Take control of Richard, Duke of York, then crown him.",
        steps: [
          {
            caption: "Richard is yours: he will move with Scrope's stack from now on.",
            explain: "Richard, Duke of York, waits in York, just north of Pontefract.",
          },
          { caption: "The movement phase is over; nothing to fight, so the coronation phase comes." },
          {
            caption: "York is the Archbishop's see: Richard, Duke of York, is crowned king.",
            explain: "Crown the heir you hold.",
          },
        ],
      }),
    },
    {
      id: "parliament",
      title: "5. Parliament",
      text: [
        "The player whose noble stands with the sole crowned king may summon Parliament in the Parliament phase. While no one holds such a king, the Chancellor may summon it when the turn's event card is a Writ (or the Treasurer with a Royal Summons) (BR-19.1).",
        "Every noble within five cells of London attends, unless an enemy siege shuts it in. For each attending noble one card comes out of the Chancery, the pile of titles, offices and bishoprics nobody holds (BR-1.8, BR-19.2, BR-19.3).",
        "The summoner offers each card to any attending noble, of any faction, or refuses it. Then the houses vote: in the Lords each player counts the influence of their attending nobles, in the Commons that of all their nobles on the map. The summoner and the player of the noble named vote for, everyone else against; a house agrees with at least as many votes for as against. A title or an office needs both houses, a bishopric the Lords alone. A refused card goes back to the Chancery (BR-19.4, BR-19.5).",
        "Remember the Chancery's danger: with every bishopric lying there, nobody can be crowned until a Parliament hands one out (BR-19.6).",
      ],
      board: board(B.parliament, {
        mode: "step",
        caption: "Player 1's Earl of Oxford stands at London with Henry VI, the only crowned king. Oxford, Player 2's Lord Howard and Player 3's Lord Rivers are within five cells; Player 2's Earl of Northumberland is far away in the north.",
        steps: [
          { caption: "Three nobles attend, but the Chancery has only two cards: the Earldom of Kent and the Archbishop of Canterbury." },
          { caption: "A title needs both houses. The Lords tie 10 : 10, which is enough, but in the Commons Northumberland's influence counts for Player 2 too: 10 : 25. The earldom goes back to the Chancery." },
          { caption: "A bishopric needs the Lords only: Player 1 and Player 3 together have 15 against Howard's 5. The bishop goes to Lord Rivers, a noble of another faction." },
        ],
      }),
    },
    {
      id: "hand",
      title: "6. Crown cards in your hand",
      text: [
        "Your turn ends with a crown card: you draw the top card of the crown deck into your hand, which the other players do not see. When the deck runs out, the discards are shuffled into a new one (BR-12.1).",
        "Then you may play cards from your hand, for everyone to see: a title, an office, a bishopric, mercenaries or a ship goes to one of your nobles on the map and travels with him from then on; a noble card joins one of your stacks. Keep a card for later if you like: a mercenary company played in the right turn can turn a battle's column (BR-12.2).",
        "A royalty card is played the moment it is drawn: if its royal is alive and nobody holds him, he joins your noble nearest to him (BR-12.3).",
      ],
    },
    {
      id: "death",
      title: "7. Putting a royal to death",
      text: [
        "Royals die of the plague and at the hands of those who hold them. In the coronation phase you may put to death a royal you hold if you also hold a living royal of the other house: Lancaster's Henry VI, Margaret and their son against York's Richard and his sons (BR-9.2, BR-9.3).",
        "Why do it? Only the heir first in line of a house may be crowned, and you win by holding the last crowned royal alive: each rival heir put to death brings your own king closer to being the only one (BR-10.2, BR-13.1). It also leaves one royal fewer for a rival to take from you.",
      ],
    },
    {
      id: "end",
      title: "8. How to win",
      text: [
        "You win when you control the last royal still alive and he has been crowned. A Yorkist victory of that kind also needs the Duke of Somerset, the Beaufort heir, gone from the map (BR-13.1).",
        "You also win if you control the only crowned royal alive — anyone but Henry VI — at the end of four of your own turns in a row (BR-13.2).",
        "After thirty rounds the game stops: the player controlling every crowned royal alive wins; otherwise nobody does (BR-13.4).",
      ],
    },
  ],
  examples: [
    {
      title: "Bella Rosarum, a siege in the west (map cut to a region)",
      params: {
        mode: "step",
        position: B.siege.position,
        seat: "0",
        region: B.siege.region,
        caption: "Player 1 besieges Gloucester and Salisbury.",
        line: B.siege.moves,
      },
    },
  ],
};
