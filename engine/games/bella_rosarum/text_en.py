"""English words of Bella Rosarum's sentences (the keys are the same in text_de.py)."""

SEAT = "Player {n}"
COLUMNS = ("below 1:2", "1:2", "1:1", "3:2", "2:1", "3:1")
RESULTS = {"R": "rout", "V": "victory", "I": "inconclusive", "D": "defeat"}
AND = "and"
# an open field, named as the map names it: distance and compass point from the nearest place
FIELD = "the fields {dist} miles {dir} of {near}"
FIELD_BY = "the fields by {near}"  # the field in a place's own cell
OPEN_COUNTRY = "open country"
CELL_DISTANCE = 22  # a map cell, in the unit of FIELD
COMPASS = ['north', 'north-north-east', 'north-east', 'east-north-east', 'east', 'east-south-east', 'south-east', 'south-south-east', 'south', 'south-south-west', 'south-west', 'west-south-west', 'west', 'west-north-west', 'north-west', 'north-north-west']
SENTENCES = {
    "event": "{who} draws the event card.",
    "move": "{who} moves the stack at {src} ({nobles}) to {dst}.",
    "move_one": "{who} moves {noble} from {src} to {dst}.",
    "end move": "{who} ends the movement phase.",
    "concede": "{who} concedes.",
    "battle": "{who} attacks the stack at {dst} from {src} ({att} against {dfn} troops, about {odds} to win).",
    "battle_one": "{who} attacks the stack at {dst} with {noble} alone from {src} ({att} against {dfn} troops, about {odds} to win).",
    "siege": "{who} besieges {dst} from {src} ({att} troops against {dfn}).",
    "sally": "{who} sallies out of {src} against the besiegers.",
    "end combat": "{who} ends the combat phase.",
    "crown": "{who} crowns {royal}.",
    "execute": "{who} puts {royal} to death.",
    "end parliament": "{who} lets the Parliament phase pass.",
    "summon": "{who} summons Parliament.",
    "grant": "{who} asks Parliament to give {card} to {noble}.",
    "refuse": "{who} puts {card} back in the Chancery.",
    "pass": "{who} declares nothing more.",
    "fight": "{who} fights the battle.",
    "withdraw": "{who} calls the attack off.",
    "end coronation": "{who} ends the coronation phase.",
    "draw": "{who} draws a crown card.",
    "play_seat": "{who} plays card {k} of the hand.",
    "play": "{who} plays card {k} of the hand with {noble}.",
    "end turn": "{who} ends the turn.",
    # what happened
    "ev_event": "Event: {card}.",
    "ev_event_place": "Event: {card} at {place}.",
    "ev_dies": "{noble} ({who}) dies.",
    "ev_royal_dies": "{royal} dies.",
    "ev_plague_kills": "The plague wipes out everyone at {place}: {dead}.",
    "ev_plague_none": "Nobody is at {place}; the plague kills no one.",
    "ev_place_lost": "{place} is no longer held by {who}.",
    "ev_battle": "Battle: the card {card} reads {cell} at {column} ({result}).",
    "ev_sally": "Sally: the card {card} reads {cell} at {column} ({result}).",
    "ev_siege_held": "Bad Weather: {place} is under siege.",
    "ev_siege_failed": "Bad Weather: the attempt on {place} from within fails; nobody is shut in.",
    "ev_siege_won": "The siege of {place} succeeds: the card drawn, {card}, is not Bad Weather.",
    "ev_place_won": "{who} now holds {place}.",
    "ev_royal_taken": "{who} now controls {royal}.",
    "ev_crowned": "{royal} is crowned.",
    "ev_executed": "{royal} is put to death.",
    "ev_drew": "{who} keeps a card hidden.",
    "ev_royalty_card": "{card}: {royal} joins {noble}.",
    "ev_royalty_card_none": "{card} has no effect.",
    "ev_royalty_card_dead": "{who} draws the royalty card {card}, but {royal} is dead: the card does nothing and is discarded.",
    "ev_royalty_card_held": "{who} draws the royalty card {card}, but {royal} is already controlled by {holder}; the card only brings a royal no one controls, so it does nothing and is discarded.",
    "ev_royalty_card_alone": "{who} draws the royalty card {card}, but has no noble left for {royal} to join: the card does nothing and is discarded.",
    "ev_played_noble": "{noble} appears at {place}.",
    "ev_played": "It is {card}, now with {noble}.",
    "ev_played_lost": "It is {card}; it cannot come into play and is discarded.",
    "ev_move": "",
    "ev_announced": "The attack is announced; {who} may declare cards first.",
    "ev_withdrawn": "The attack on {dst} is called off.",
    "ev_summoned": "Parliament sits: {n} noble(s) attend; {k} card(s) come out of the Chancery.",
    "ev_granted": "Parliament agrees (Lords {ly}:{ln}, Commons {cy}:{cn}): {card} goes to {noble}.",
    "ev_denied": "Parliament refuses (Lords {ly}:{ln}, Commons {cy}:{cn}): {card} returns to the Chancery.",
    "ev_refused": "{card} returns to the Chancery.",
    "ev_parliament_ends": "Parliament rises.",
    "ev_piracy": "Pirates in the {zone}: {cards} lost.",
    "ev_piracy_none": "Pirates in the {zone}: no ship sails there this turn.",
    "ev_peace": "Embassy: peace with {power}; {cards} leave play.",
    "ev_peace_none": "Embassy: peace with {power}; no mercenary of theirs is in play.",
    "ev_concede": "{who} leaves the game.",
    "ev_hold": "{who} has held the sole crown ({royal}) for {n} turn(s).",
    "ev_turn": "Round {round}: {who} to move.",
    "over_win": "{who} wins ({reason}).",
    "over_none": "The game ends without a winner ({reason}).",
}
POWERS = {"burgundy": "Burgundy", "france": "France", "brittany": "Brittany", "scotland": "Scotland",
          "ireland": "the Irish lords"}
REASONS = {"last-royal": "the last crowned royal", "four-turns": "four turns with the sole crown",
           "last-seat": "the last player left", "turn-cap": "the turn cap", "no-royals": "no royal left"}

# what a card does, where it is shown (the hand, the Chancery); {area}: the places where it is active
CARD_HELP = {
    "noble": "A noble: {troops} troops, influence {influence}. Played, it joins the stack of one of your nobles on the map (with none there, it comes onto its seat, {seat}).",
    "earldom": "A title for one of your nobles: {troops} troops and influence {influence}, always.",
    "office": "An office for one of your nobles: influence {influence} always; its {troops} troops count only while active, after the noble ends movement at {area}.",
    "office_none": "An office for one of your nobles: influence {influence}; it adds no troops. It is active after the noble ends movement at {area}.",
    "office_ships": " It brings ships carrying {ships} troops by sea, active or not.",
    "cleric": "A see for one of your nobles: influence {influence} always; its {troops} troops count only after the noble ends movement at {area}. With it a stack can crown an heir it holds at {see} or at London.",
    "town": "Brings {town} to your side when played (unless another player's noble stands there) and adds {troops} troops{where}.",
    "town_always": ", always",
    "town_star": " only while its noble ends movement at {town} (a lesser post)",
    "lord": "A lordship: brings {town} to your side when played; its {troops} troops count only while its noble ends movement there.",
    "mercenary": "Mercenaries of {power}: {troops} troops, always, until an Embassy makes peace with {power} and sends them home.",
    "ship": "A ship carrying {ships} troops by sea. It adds no troops to a stack or a battle.",
    "royalty": "Played at once when drawn: {royal} joins your noble nearest to them, if alive and held by no one.",
    "or": "or",
    "many": "any of {n} places ({first}, …)",
}
