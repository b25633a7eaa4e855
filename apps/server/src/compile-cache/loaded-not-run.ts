/** Evaluated first in main-graph.ts, after every module of the graph was compiled: stops before main.ts runs. */
class LoadedNotRun extends Error {
  override name = 'LoadedNotRun';
}

throw new LoadedNotRun('the server graph is compiled; main.ts is not run');
