/** A file imported as text (`import text from './hand.phh?raw'`): Vite, which Storybook runs on, reads it so. */
declare module '*?raw' {
  const text: string;
  export default text;
}
