/**
 * One socket's frame budget: at most `max` frames in any `windowMs`, judged as each frame
 * arrives (never when it gets its turn, so frames that queued behind a stall are not refused
 * for having queued). A refused frame is not counted. Synchronous and per socket, so it lives
 * in the process whatever the run mode.
 */
export class FrameWindow {
  private readonly arrivals: number[] = [];

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  admit(at: number): boolean {
    while (this.arrivals.length > 0 && (this.arrivals[0] ?? at) <= at - this.windowMs) {
      this.arrivals.shift();
    }
    if (this.arrivals.length >= this.max) return false;
    this.arrivals.push(at);
    return true;
  }
}
