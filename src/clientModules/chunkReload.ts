import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {reloadForChunkError} from '@site/src/lib/chunkReload';

// Chunk errors outside React (the first page load's route preload) arrive
// here; those inside React reach the error page, which applies the same guard.
if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (reloadForChunkError(event.reason)) event.preventDefault();
  });
}

export {};
