/**
 * The build for a CDN `<script type="module">`: defines every tag of the kit
 * and exports the same API as `holdem-elements`.
 */
import './define/poker-card.js';
import './define/hand-ranker.js';
import './define/pot-calculator.js';
import './define/poker-table.js';
import './define/poker-cash-table.js';
import './define/equity-calculator.js';

export * from './index.js';
