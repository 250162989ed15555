import { onTestFinished } from 'vitest';
import { startReplayServer, type ReplayHandler, type ReplayServer } from './replay-server';

/** A stand-in provider for the running test alone: it is closed when the test ends. */
export async function replayForTest(handle: ReplayHandler): Promise<ReplayServer> {
  const replay = await startReplayServer(handle);
  onTestFinished(() => replay.close());
  return replay;
}
