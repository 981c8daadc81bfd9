// Preloaded (`node --import`) into every child process of the local stack, Azurite included, because
// a parent killed outright (SIGKILL, a crash of Node itself) runs none of its exit handlers: a child
// whose parent is gone stops itself instead of living on, holding the data folder and its ports.
const parentPid = Number(process.env.LISTBOARD_PARENT_PID);
const CHECK_EVERY_MS = 500;
const FORCED_EXIT_AFTER_MS = 5000;

if (Number.isInteger(parentPid) && parentPid > 0) {
  const watch = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(watch);
    // SIGTERM runs the child's own shutdown (Azurite writes its data out); the timer covers one that hangs.
    setTimeout(() => process.exit(1), FORCED_EXIT_AFTER_MS).unref();
    process.kill(process.pid, 'SIGTERM');
  }, CHECK_EVERY_MS);
  watch.unref();
}
