import { nextTurn } from './next-turn';

interface Call<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Calls gathered into one batch (one statement for many callers in a burst): the first call
 * waits for the next turn of the event loop, so those made together go together, and calls made
 * while a batch is under way go in the next one. None waits for more than the batch before its
 * own. `run` answers one output per input, in their order; when it throws, every call of that
 * batch fails with its error.
 */
export class Gathered<In, Out> {
  private waiting: Call<In, Out>[] = [];
  private running = false;

  constructor(
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    /** Inputs one batch takes at most (a statement's parameters stay small). */
    private readonly most = 500,
  ) {}

  call(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (!this.running) void this.runAll();
    });
  }

  private async runAll(): Promise<void> {
    this.running = true;
    await nextTurn();
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.most);
      try {
        const outputs = await this.run(batch.map((call) => call.input));
        batch.forEach((call, i) => call.resolve(outputs[i]!));
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    this.running = false;
  }
}
