// Preloaded (`node --import`) into every child process of the local stack, Azurite included, because
// a parent killed outright (SIGKILL, a crash of Node itself) runs none of its exit handlers: a child
// whose parent is gone stops itself instead of living on, holding the data folder and its ports.
const parentPid = Number(process.env.LISTBOARD_PARENT_PID);
const CHECK_EVERY_MS = 500;
// Azurite's shutdown writes its whole database out, which on a busy machine with a large tenant takes seconds.
const FORCED_EXIT_AFTER_MS = 30_000;

if (Number.isInteger(parentPid) && parentPid > 0) {
  const watch = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(watch);
    // The parent read this child's output through pipes: with it gone, the next write fails (EPIPE), and the
    // failure, unhandled, ended the child in the middle of its shutdown (Azurite lost what it had not written out).
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    // SIGTERM runs the child's own shutdown (Azurite writes its data out); the timer covers one that hangs.
    setTimeout(() => process.exit(1), FORCED_EXIT_AFTER_MS).unref();
    process.kill(process.pid, 'SIGTERM');
  }, CHECK_EVERY_MS);
  watch.unref();
}
