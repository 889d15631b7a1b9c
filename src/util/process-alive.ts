// Leftovers of a killed build (staging folders, temp folders) are named by their process id:
// whether that process still runs tells a leftover from a build under way.

/** Whether the process `pid` still runs (a process of another user counts). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
