/**
 * Runs before Prism core is evaluated: Prism reads `manual` from an existing global `Prism` and,
 * without it, highlights every `language-*` element itself after load, changing the DOM React
 * rendered. We highlight through React only.
 */
(globalThis as unknown as Record<string, unknown>).Prism = {manual: true, disableWorkerMessageHandler: true};

export {};
