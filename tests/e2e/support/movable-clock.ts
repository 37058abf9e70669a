/*
 * Loaded first (node --import) into a server an end-to-end test starts: lets the test move that
 * process's clock forward over IPC ({ clockOffsetMs }), so the site can be seen on a later day
 * without the product knowing it is tested. Timers are untouched; only the date moves.
 */
const RealDate = Date;
let offsetMs = 0;

class MovableDate extends RealDate {
  constructor(...args: ConstructorParameters<typeof Date> | []) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...args);
  }

  static override now(): number {
    return RealDate.now() + offsetMs;
  }
}

globalThis.Date = MovableDate as DateConstructor;
process.on('message', (message: { clockOffsetMs?: number }) => {
  if (typeof message?.clockOffsetMs === 'number') offsetMs = message.clockOffsetMs;
});
