// The demo loads the kit the way a site would: the define modules register the tags.
import '../src/define/poker-card.js';
import '../src/define/hand-ranker.js';
import '../src/define/pot-calculator.js';
import '../src/define/poker-table.js';
import '../src/define/poker-cash-table.js';
