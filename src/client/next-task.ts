/**
 * A promise that settles in a new task of the event loop, so the browser can paint and answer
 * input before the code after it runs: `scheduler.yield()` where the browser has it (the
 * continuation keeps its priority), else a message posted to a channel (no timer clamping).
 */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: Partial<YieldingScheduler>}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
