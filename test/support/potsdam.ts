import type { PotsdamInput } from '../../src/core/potsdam/index.js';

/** Anna, Ben and Carla clockwise, Carla on the button, blinds 5/10, stacked cards (P1). */
export function potsdamInput(options: Partial<PotsdamInput> = {}): PotsdamInput {
  return {
    blinds: { small: 5, big: 10 },
    seats: [
      { id: 'Anna', stack: 1000 },
      { id: 'Ben', stack: 1000 },
      { id: 'Carla', stack: 1000 },
    ],
    button: 'Carla',
    holeCards: { Anna: 'As Ah 4d 5c 8s', Ben: 'Ks Kh Qd 3c 2h', Carla: '9s 9d 7c 6h Jh' },
    community: '2c 7d 9h Jc Kc',
    stock: 'Qs Tc 3d 3h 4c',
    seed: 1,
    ...options,
  };
}
