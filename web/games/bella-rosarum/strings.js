// Bella Rosarum's table texts (English): map, "what can I do now", previews, hand, seats, end
// screen, hints. strings.de.js has the same keys in German (tests/browser/test_language.py checks
// the shape). Names of places, cards, events and royals come from the engine (board_data).

import { pick, langTable } from "../../core/lang.js";

const pct = (x) => `${Math.round(x * 100)}%`;
// "A", "A and B", "A, B and C"
const listEn = (xs) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);

// the 16 points of the compass, clockwise from north
const DIRS_EN = ["north", "north-north-east", "north-east", "east-north-east", "east", "east-south-east", "south-east", "south-south-east", "south", "south-south-west", "south-west", "west-south-west", "west", "west-north-west", "north-west", "north-north-west"];

const T_EN = {
  gameName: "Bella Rosarum",
  seatName: (seat) => `Player ${seat + 1}`,
  variantLabel: (n) => `${n} players`,
  exportName: "rosarium-bella-rosarum.json",
  // the embed parameters its table reads (index.js embedParams): [values, meaning] for the authors' page
  embedHelp: {
    region: [
      "a region's name, or places and open fields (@x,y) separated by spaces",
      "the map is cut to the part that matters, the smallest rectangle around the places named (with a cell's margin). An unknown name is shown as a message that lists the regions.",
    ],
  },

  handoverText: (who) => `The cards in hand are hidden. Only ${who} should look at the screen now.`,
  handoverButton: (who) => `I am ${who}, show my cards`,
  // map
  mapLabel: "Map of England, Wales, Calais and the Irish Pale; north at the top",
  largerMap: "Larger map",
  mapLoading: "The map is being loaded…",
  mapMissing: "This page cannot load the map.",
  // the embed's map region (region.js)
  badRegion: (text, loc, names) =>
    loc ? `The map region “${text}” names “${loc}”, which is neither a region nor a place nor an open field (@x,y) on the map. Regions: ${names}.` : `The map region “${text}” is empty. Regions: ${names}.`,
  coastNote: (source) => `Coastline: ${source}`,
  // an open field by the nearest place: its distance (a map cell is 35 km, 22 miles) and direction
  field: (near, cells, dir) => (!near ? "open country" : Math.round(cells * 22) === 0 ? `fields by ${near}` : `fields ${Math.round(cells * 22)} miles ${DIRS_EN[dir]} of ${near}`),
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  wholeMap: "Whole map",
  centreMine: "Centre on my stacks",
  mapView: "Map view: arrow keys move the map, plus and minus zoom",
  mapTools: "Map zoom",
  mapKey: "Map key",
  keyStack: "A stack in its player's colour: its first noble, how many nobles are with him (+3), and its troops.",
  keyMine: "Your own stacks have a gold border.",
  keyFar: "Zoomed out, a stack shows its troops alone: point at it or focus it for the rest.",
  keyRoyals: "Royals: red for Lancaster, white for York; ♛ crowned.",
  keyPlace: "A place's dot takes the colour of the player who holds it.",
  keySiege: "A siege under way.",
  keyTargets: "Once you choose a stack: green, it can move there; red, it can attack there.",
  keyRecap: "Since your last turn, in the colour of the player who did it: where a stack went (solid) and where one left (dashed); red: a battle or a siege.",
  noStacksMine: "You have no stack on the map.",
  stackNobles: (names) => `nobles: ${names}`,
  box: "off-map box",
  heldBy: (who) => `held by ${who}`,
  neutral: "neutral",
  besieged: (who) => `besieged by ${who}`,
  stackOf: (who, n, troops) => `stack of ${who}: ${n} ${n === 1 ? "noble" : "nobles"}, ${troops} troops`,
  eventHere: (name) => `event card of the turn: ${name}`,
  royalsHere: (names) => `royals: ${names}`,
  crownedTag: "crowned",
  targetMove: "move here",
  targetAttack: "attack target",
  targetGive: "holder of the card",
  selectedTag: "selected",
  hintTag: "the hint's choice",

  // the panel: what can I do now
  nowTitle: "What can I do now",
  phaseName: { event: "event phase", move: "movement", combat: "combat", declare: "declaring cards in a battle", parliament: "Parliament", coronation: "coronation", crown: "crown cards", over: "game over" },
  roundLine: (round, cap, phase) => `Round ${round} of at most ${cap} · ${phase}`,
  waitFor: (who) => `${who} is playing. Watch the map and the log.`,
  nowEvent: "Start your turn: draw the event card. It may bring plague or a revolt to a place, or change how far you may move.",
  nowMove: "Move your stacks: choose a stack (on the map or in the list), then a place or open field to go to. Roads let you travel far; entering a place you do not hold costs influence.",
  nowMoveStack: (where, names, troops) => `Stack at ${where} (${names}; ${troops} troops): choose where it goes (lit on the map).`,
  nowCombat: "Attack if the odds are good: each option shows the chance of victory. Or end combat.",
  nowCoronation: "A royal you hold may be crowned here, or a royal of the other house put to death.",
  nowCrownDraw: "Draw a crown card: a noble, a title, an office or troops for your stacks.",
  nowCrownPlay: "Play cards from your hand now, or keep them hidden for later. Then end your turn.",
  nowCrownCard: (card) => `${card}: give it to one of your nobles.`,
  drawEvent: "Draw the event card",
  drawCrown: "Draw a crown card",
  endPhase: { "end move": "End movement", "end combat": "End combat", "end parliament": "End the Parliament phase", "end coronation": "End coronation", "end turn": "End turn" },
  concede: "Concede the game",
  concedeAsk: "Concede? Your nobles leave the map and you are out of the game.",
  confirm: "Confirm",
  confirmConcede: "Yes, concede",
  wholeStack: (n) => `the whole stack (${n})`,
  oneNoble: (name) => name,
  whoMoves: "Who moves",
  moveTo: (where) => `Move to ${where}`,
  moveOneTo: (noble, where) => `Move ${noble} to ${where}`,
  bySea: (move) => `${move} by sea`,
  yourStacksTitle: "Your stacks that can move",
  stackButton: (where, n, troops) => `${where}: ${n} ${n === 1 ? "noble" : "nobles"}, ${troops} troops`,
  destinationsTitle: "Destinations",
  moreDest: (n) => `${n} more in open country (on the map)`,
  combatTitle: "Battles and sieges",
  battleOneOption: (noble, from, to) => `Battle: ${noble} alone from ${from} against the stack at ${to}`,
  battleOption: (from, to) => `Battle: from ${from} against the stack at ${to}`,
  siegeOption: (from, to) => `Siege of ${to} from ${from}`,
  sallyOption: (from) => `Sally out of ${from} against the besiegers`,
  crownRoyal: (name) => `Crown ${name}`,
  executeRoyal: (name) => `Put ${name} to death`,
  playNoble: (card, where) => `Bring ${card} onto the map at ${where}`,
  playCard: (card) => `Play ${card}`,
  giveTo: (card, noble, where) => `Give ${card} to ${noble} (${where})`,
  chooseCard: "Choose",
  otherTitle: "Other choices",

  // Parliament (BR-19)
  nowParliament: "You may summon Parliament: each attending noble (within 5 cells of Westminster) brings one card of the Chancery to be granted. Or end the phase.",
  summonParliament: "Summon Parliament",
  nowGrant: (card, left) => `Parliament sits. Next card of the Chancery: ${card} (${left} ${left === 1 ? "card" : "cards"} to give). Grant it to an attending noble, or refuse it.`,
  grantVotes: "You and the noble's player vote for it, every other player against. Titles and offices need both the Lords and the Commons, bishoprics the Lords only.",
  attendingTitle: "Attending nobles",
  grantTo: (card, noble, who) => `Grant ${card} to ${noble} (${who})`,
  refuse: "Refuse",
  // declaring cards in an announced battle (BR-20.3)
  nowDeclareDefender: (who, to) => `${who} attacks your stack at ${to}. Play cards from your hand to its nobles, or pass: then the battle card is drawn.`,
  nowDeclareAttacker: (to) => `The defender at ${to} declared cards. Fight now, withdraw, or play cards to your own stack first.`,
  declareOdds: (att, dfn, p) => `Attacker ${att} troops against ${dfn}: the attacker wins with ${pct(p)}.`,
  declareTo: (card, noble) => `Play ${card} to ${noble}`,
  fight: (att, dfn, p) => `Fight (odds ${att}:${dfn}, ${pct(p)} to win)`,
  withdraw: "Withdraw",
  passDeclare: "Pass",

  // previews
  previewTitle: "Before you commit",
  previewTroops: (att, dfn) => `Your troops ${att} against ${dfn}`,
  previewColumn: (col) => `ratio column ${col}`,
  previewChance: (p) => `Chance of victory ${pct(p)}`,
  previewSiege: (p) => `The siege succeeds unless the card drawn is Bad Weather: ${pct(p)}.`,
  previewBattle: "A card is drawn from the event deck; its battle row decides. Victory or rout kills every defending noble and takes their royals; a + kills one noble.",
  chanceShort: (p) => `${pct(p)} to win`,

  // event card
  eventTitle: "Event card of the turn",
  noEvent: "Not drawn yet this turn.",
  eventAt: (place) => `at ${place}`,
  eventKinds: {
    plague: "Every noble and royal in that place dies.",
    revolt: "An unoccupied place there loses its owner.",
    "french-raid": "An unoccupied place there loses its owner.",
    "scots-raid": "An unoccupied place there loses its owner.",
    "revolt-wales": "Every unoccupied place in Wales loses its owner.",
    "free-move": "Stacks may go up to 10 cells across country this turn.",
    "bad-weather": "Cross-country moves go at most 2 cells this turn; in a siege it holds the assault.",
    storms: "No stack may go to sea this turn.",
    piracy: "Ship cards of nobles in a port on that sea are taken; no ship sails through it this turn.",
    embassy: "Peace with that power: its mercenaries on the map go home.",
    writ: "The holder of the Chancellor may summon Parliament (if no player holds the sole crowned king).",
    "royal-summons": "The holder of the Treasurer may summon Parliament (if no player holds the sole crowned king).",
    parliament: "The holder of the Chancellor may summon Parliament (if no player holds the sole crowned king).",
  },
  battleRowTitle: "Battle row (used when a battle draws this card)",
  results: { R: "rout", V: "victory", I: "inconclusive", D: "defeat" },
  plusBefore: "+ before: an attacking noble dies",
  plusAfter: "+ after: a defending noble dies",

  // seats, hand, lists
  seatsTitle: "Players",
  seatLine: (nobles, troops, places) => `${nobles} ${nobles === 1 ? "noble" : "nobles"} · ${troops} ${troops === 1 ? "troop" : "troops"} · ${places} ${places === 1 ? "place" : "places"}`,
  handCount: (n) => `${n} hidden ${n === 1 ? "card" : "cards"}`,
  outTag: "out",
  toMoveTag: "to move",
  computerTag: "computer",
  holdLine: (who, royal, n, of) => `${who} holds the sole crown (${royal}): ${n} of ${of} turns`,
  royalsTitle: "Royals",
  royalWhere: (name, where, who) => `${name}: ${where}${who ? `, with ${who}` : ""}`,
  royalDead: (name) => `${name}: dead`,
  royalNotOnMap: (name) => `${name}: not on the map`,
  houseName: { lancaster: "House of Lancaster", york: "House of York" },
  handTitle: "Your hand (hidden from the others)",
  handEmpty: "No cards in your hand.",
  handOf: (who) => `Hand of ${who}`,
  shipCard: (carries) => `a ship carrying ${carries} troops; adds no troops`,
  cardTroops: (troops, influence) => `${troops} troops, influence ${influence}`,
  stacksTitle: "Stacks on the map",
  placesTitle: "All places",
  placeInfoTitle: "Place",
  kindLine: (kind, infl, garrison) => `${kind}; ${infl} influence to enter; garrison ${garrison}`,
  nobleLine: (name, cards) => (cards ? `${name} with ${cards}` : name),
  nothingHere: "No stack here.",
  close: "Close",
  deckLine: (n, chancery) => `Crown deck ${n} · Chancery ${chancery}`,

  // battle spread (ui_state odds: shares of the event deck in the battle's column)
  spreadTitle: "What the event card may bring",
  spreadRows: {
    victory: "Victory (the defenders die)",
    rout: "of which a rout",
    inconclusive: "Inconclusive",
    defeat: "Defeat",
    attacker_dies: "One of your nobles dies (+ before)",
    defender_dies: "One defending noble dies (+ after)",
  },
  share: (p) => pct(p),
  entryCost: (n) => (n ? `needs influence ${n}` : "no influence needed"),

  // the Sources screen (web/games/bella-rosarum/sources.js; its decisions come from seeds/)
  sourcesButton: "Sources",
  sourcesTitle: "Sources",
  sourcesIntro:
    "This Bella Rosarum is an unofficial introductory edition made for Rosarium. It is built on the introductory rules of Bella Rosarum v2, a historically revised Kingmaker, restated in our own words. It is not the published game and its authors have not endorsed it.",
  sourcesDesign:
    "Those rules give no map, no card values and no event deck. Ours are built from the rules and from public history, and every value in the game's data names the layer it comes from:",
  layersTitle: "Three layers of data",
  layerName: { seed: "Seed", history: "History", design: "Design" },
  layerText: {
    seed: "stated by the rules this edition is built on.",
    history: "a public historical fact: a place and where it lies, who held it, the roads of the period.",
    design: "our own choice, and said so: the grid, the troops and influence of the cards, the battle rows of the event deck, all the rules leave out.",
  },
  layerCount: (n) => `(${n} values)`,
  rulesDecisionsTitle: (n) => `Decisions in the rules (${n})`,
  mapDecisionsTitle: (n) => `Decisions of the map (${n})`,
  decisionsFrom: (file) => `Where the rules are silent, open or do not add up, Rosarium decides. As written in ${file}:`,
  sourcesLoading: "Loading the sources…",
  sourcesMissing: "This copy of the page was not built with its list of sources; the decisions are in seeds/bella-rosarum.md.",

  // status, hints, end
  toMove: (who, phase) => `${who} to move (${phase}).`,
  thinking: (who) => `${who} (computer) is thinking…`,
  hint: (text) => `Hint: ${text}`,
  // why the Hint's move (table.js hintWhy): royals by name
  hintTook: (names) => `It takes ${listEn(names)}.`,
  hintSaved: (names) => `It keeps ${listEn(names)} from a rival's next turn.`,
  hintRisk: (names, who) => `Careful: ${who.length ? listEn(who) : "a rival"} could still take ${listEn(names)} next turn.`,
  hintBattle: (att, dfn, p) => `Your ${att} troops against ${dfn}: victory on ${pct(p)} of the event cards.`,
  hintSiege: (place, p) => `It takes ${place} unless the card drawn is Bad Weather (it falls with ${pct(p)}).`,
  hintPrize: (names) => `A victory takes ${listEn(names)}.`,
  reasons: {
    "last-royal": "the last crowned royal is theirs",
    "four-turns": "four turns holding the sole crown",
    "last-seat": "the last player left",
    "turn-cap": "the turn cap was reached",
    "no-royals": "no royal is left",
  },
  resultWin: (who, reason) => `${who} wins: ${reason}.`,
  resultNone: (reason) => `No winner: ${reason}.`,
  endColPlayer: "Player",
  endColNobles: "Nobles",
  endColTroops: "Troops",
  endColRoyals: "Royals held",
  endColHand: "Hand at the end",
  endDeck: (cards) => `Crown deck, never drawn: ${cards}.`,

  // the turn recap (recap.js) and the computer speed
  recapTitle: "Since your last turn",
  recapNone: "No other player has acted since your last turn.",
  recapSeatComputer: (who) => `${who} (computer)`,
  recapYouLost: "You lost:",
  recapLoss: (kind, name, dead) => `${name} (${dead ? "dead" : "no longer yours"})`,
  speedLabel: "Computer speed",
  speedNames: { instant: "Instant", fast: "Fast", normal: "Normal (follow each action)" },
  changedTag: { from: "a stack left here since your turn", to: "a stack moved here since your turn", battle: "a battle here since your turn", siege: "a siege here since your turn" },
  // a stack named by its nobles (the strongest first)
  stackNamed: (names, where, troops) => `${where}: ${names} (${troops} troops)`,
  moveStackTo: (lead, where) => `Move ${lead}'s stack to ${where}`,
  // what a siege costs the defenders (BR-8.2)
  siegeKills: (names) => `If it succeeds, every noble inside dies: ${names}.`,
  siegeEmpty: "No noble is inside: only the garrison holds the place.",
  battleKills: (names) => `A victory or rout kills every defending noble: ${names}.`,
  // the event deck (BR-5.1)
  oddsTitle: "The event deck",
  oddsLine: (left, total) => `${left} of ${total} cards left before the deck is shuffled again. The next card is:`,
  oddsRow: (left, of) => `${left} of ${of} left`,
  // Parliament before it sits (BR-19.3)
  parliamentForecast: "If you summon it now:",
  forecastAttending: (n, names) => `${n} ${n === 1 ? "noble attends" : "nobles attend"}: ${names}.`,
  forecastCards: (cards) => `The Chancery gives out, in this order: ${cards}. You grant each to an attending noble, or refuse it.`,
  forecastNone: "No noble is within 5 cells of Westminster: nobody would attend.",
  forecastVotesTitle: "Votes (Lords from the attending nobles' influence, Commons from all of a player's nobles):",
  forecastVotes: (who, lords, commons) => `${who}: Lords ${lords}, Commons ${commons}`,
  recapClose: "Close the recap",
  duelLabel: "2 players (duel; our variant, not in the rule text)",
  duelNote: "The game's rules for two: the 36 dealt cards are split 18 and 18, dealt again until neither side starts with more than a tenth more troops than the other (BR-3.1, BR-3.2); every other rule as with more players. One of you may still start with more nobles or royals; between computers the side dealt more troops wins a little more often (about 11 games in 20).",
  noCombatFirst: "No battle or siege in the first round",
  noCombatNote: "The rule text recommends this for new players: a first round to move into position before anyone fights (BR-3.7). The places of the free royals stay shut in the first round whichever you choose (BR-6.9); with this option nobody can take those royals before round 2.",
  shutFirstRound: "No stack may enter in the first round: a royal stands here with no one controlling it (BR-6.9). From round 2 a stack enters by influence and takes the royal; in round 1 only a siege, where battles are allowed, or a royalty card can.",
};

export const STRINGS = { en: T_EN, de: null };
await langTable("de", () => import("./strings.de.js"), (m) => { STRINGS.de = m.T; });
export const T = pick(STRINGS);
