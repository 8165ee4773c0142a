/**
 * Where a seat sits around the oval: `position` 0 is at the bottom, the others follow
 * clockwise. Angle 90° is straight down on screen (y grows downwards). Percentages of the
 * table; `dx`/`dy` put the bet in front of the seat, towards the middle.
 */
export function seatGeometry(position: number, n: number): { x: string; y: string; dx: string; dy: string } {
  const angle = ((90 + (position * 360) / n) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return {
    x: `${(50 + 44 * cos).toFixed(2)}%`,
    y: `${(50 + 42 * sin).toFixed(2)}%`,
    dx: (-16 * cos).toFixed(2),
    dy: (-19 * sin).toFixed(2),
  };
}
