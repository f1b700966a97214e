/** One highlighted piece of a code line: its text and every Prism token type it is nested in. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}
