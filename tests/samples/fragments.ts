/**
 * Samples that are not code a reader runs, so no scenario exercises them, each with the reason.
 * The coverage test (coverage.test.ts) fails on an entry whose sample is gone, and on a sample
 * that has a scenario and is listed here too.
 */
export interface Fragment {
  /** The page, relative to the site root. */
  readonly page: string;
  /** The sample's `title`. */
  readonly title: string;
  readonly reason: string;
}

const STYLE_PAGE = 'src/pages/markdown-page.mdx';
const STYLE_DEMO =
  "the site's Markdown style page shows how a guide writes code blocks (titles, highlights, hidden setup, sdk=, tabs); the block illustrates that syntax, not code of an app";

export const FRAGMENTS: readonly Fragment[] = [
  {page: STYLE_PAGE, title: 'src/opensecret-config.ts', reason: STYLE_DEMO},
  {page: STYLE_PAGE, title: 'src/App.tsx', reason: STYLE_DEMO},
  {page: STYLE_PAGE, title: 'Store and read a value', reason: STYLE_DEMO},
  {page: STYLE_PAGE, title: 'src/UploadButton.tsx', reason: STYLE_DEMO},
  {page: STYLE_PAGE, title: 'src/SignInForm.tsx', reason: STYLE_DEMO},
  {page: STYLE_PAGE, title: 'src/GuestButton.tsx', reason: STYLE_DEMO},
  {
    page: 'docs/guides/audio-transcription.mdx',
    title: 'The type of transcribeAudio in 3.2.0',
    reason: "a type alias shown for its shape; its hidden lines tie it to the SDK's type, and nothing in it runs",
  },
  {
    page: 'docs/guides/sign-in-with-apple.mdx',
    title: 'src/appleTypes.ts',
    reason:
      "two type aliases derived from the SDK's context type, shown because 3.2.0 does not export them; nothing in it runs, and the sample check compiles it",
  },
];
