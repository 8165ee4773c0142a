import { css } from 'lit';

/**
 * What `<poker-table variant="potsdam">` adds to the tables' styles: the felt with the
 * community cards and the sets of a purchase side by side, the seats with five cards, the
 * exchange picks, and the short slide of a card that moved (none with reduced motion).
 */
export const potsdamStyles = css`
  .pd-stage {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.875rem;
    min-inline-size: 0;
  }
  .pd-table {
    display: grid;
    gap: 0.75rem;
    min-inline-size: 0;
  }
  .pd-caption {
    margin: 0;
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  .pd-felt {
    display: grid;
    gap: 0.6rem;
    justify-items: center;
    padding: clamp(0.6rem, 2.5cqi, 1.1rem);
    border: clamp(0.4rem, 1.4cqi, 0.8rem) solid var(--_rail);
    border-radius: 1.75rem;
    background: radial-gradient(ellipse at center, color-mix(in srgb, var(--_felt) 88%, #fff) 0%, var(--_felt) 70%);
    color: var(--_felt-ink);
  }
  .pd-community-wrap {
    display: grid;
    gap: 0.35rem;
    justify-items: center;
  }
  .pd-community {
    display: flex;
    gap: clamp(0.2rem, 1.2cqi, 0.5rem);
    --poker-card-width: clamp(2.6rem, 14cqi, 3.6rem);
  }
  .pd-slot {
    display: block;
  }
  .pd-card {
    vertical-align: top;
  }
  .pd-sets {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem 0.75rem;
    padding: 0.5rem;
    border: 1.5px dashed rgb(255 255 255 / 0.45);
    border-radius: 0.875rem;
    --poker-card-width: clamp(1.45rem, 6.5cqi, 2.6rem);
  }
  .pd-set {
    display: grid;
    gap: 0.3rem;
    justify-items: center;
    flex: 1 1 0;
    align-content: start;
    text-align: center;
  }
  .pd-cards {
    display: flex;
    gap: 0.2rem;
  }
  .pd-set .pd-caption {
    max-inline-size: 100%;
  }
  .pd-cards.small {
    --poker-card-width: 1.6rem;
  }
  .pd-felt-foot {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: center;
    gap: 0.25rem 1rem;
    font-size: 0.875rem;
  }
  .pd-pots {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .pd-deck {
    opacity: 0.85;
  }
  .pd-aside {
    display: grid;
    gap: 0.3rem;
    justify-items: center;
    font-size: 0.8125rem;
  }
  .pd-aside-sets {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.35rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .pd-aside-set {
    display: grid;
    gap: 0.2rem;
    justify-items: center;
  }

  /* ——— Seats ——— */
  .pd-seats {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 13.5rem), 1fr));
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .pd-seat {
    display: grid;
    gap: 0.3rem;
    align-content: start;
    padding: 0.5rem 0.6rem;
    border: 1px solid var(--_plate-border);
    border-radius: 0.75rem;
    background: var(--_plate);
    min-inline-size: 0;
  }
  .pd-seat.to-act {
    border-color: var(--_accent);
    box-shadow: 0 0 0 2px var(--_accent);
  }
  .pd-seat.winner {
    border-color: var(--_win);
    background: var(--_win-surface);
  }
  .pd-seat.folded {
    opacity: 0.7;
  }
  .pd-plate {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem 0.5rem;
  }
  .pd-plate .name {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .pd-plate .stack {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .pd-bet {
    padding: 0 0.4rem;
    border-radius: 999px;
    background: color-mix(in srgb, var(--_chip) 78%, #000);
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
  }
  .pd-badges {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  .pd-badges:empty {
    display: none;
  }
  .pd-hole {
    display: flex;
    align-items: flex-start;
    gap: 0.2rem;
    --poker-card-width: 2.25rem;
  }
  .pd-seat .hand-name {
    font-size: 0.8125rem;
    font-weight: 600;
  }

  /* ——— Controls ——— */
  .pd-prompt,
  .pd-hint {
    margin: 0;
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .pd-picks {
    display: grid;
    gap: 0.25rem;
  }
  .pd-picks .pd-caption {
    color: var(--_muted);
  }
  .pd-pick-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .pd-pick {
    padding: 0.15rem;
    border: 2px solid transparent;
    border-radius: 0.5rem;
    background: none;
    cursor: pointer;
    --poker-card-width: 2.5rem;
  }
  .pd-pick.picked {
    border-color: var(--_focus);
    background: color-mix(in srgb, var(--_focus) 14%, transparent);
    transform: translateY(-0.2rem);
  }
  .action:disabled {
    opacity: 0.5;
    cursor: default;
  }

  /* ——— Cards that moved: a short slide from where they came from ——— */
  .arrive-hand-a,
  .arrive-hand-b {
    animation: pd-from-below 420ms ease-out;
  }
  .arrive-hand-b {
    animation-name: pd-from-below-b;
  }
  .arrive-community-a,
  .arrive-community-b {
    animation: pd-from-above 420ms ease-out;
  }
  .arrive-community-b {
    animation-name: pd-from-above-b;
  }
  .arrive-deck-a,
  .arrive-deck-b {
    animation: pd-from-side 420ms ease-out;
  }
  .arrive-deck-b {
    animation-name: pd-from-side-b;
  }
  @keyframes pd-from-below {
    from {
      transform: translateY(70%);
      opacity: 0;
    }
  }
  @keyframes pd-from-below-b {
    from {
      transform: translateY(70%);
      opacity: 0;
    }
  }
  @keyframes pd-from-above {
    from {
      transform: translateY(-70%);
      opacity: 0;
    }
  }
  @keyframes pd-from-above-b {
    from {
      transform: translateY(-70%);
      opacity: 0;
    }
  }
  @keyframes pd-from-side {
    from {
      transform: translateX(60%) rotate(8deg);
      opacity: 0;
    }
  }
  @keyframes pd-from-side-b {
    from {
      transform: translateX(60%) rotate(8deg);
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .pd-card {
      animation: none !important;
    }
    .pd-pick.picked {
      transform: none;
    }
  }

  .pd-stage .step-count {
    white-space: normal;
  }
  @container poker-table (min-width: 52rem) {
    .pd-stage {
      grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
      align-items: start;
    }
    .pd-stage .side {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: none;
    }
    .pd-stage .explanation,
    .pd-stage .action-bar,
    .pd-stage .steps {
      grid-area: auto;
    }
  }
`;
