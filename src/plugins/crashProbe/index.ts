import type {Plugin, PluginModule} from '@docusaurus/types';

/**
 * The error pages' crash switch (./CrashProbe.tsx), for the e2e tests only:
 * it works in a build made with E2E_CRASH_PROBE=1 (scripts/test/run.sh) and
 * is compiled out of every other, as Docusaurus keeps its own crash test out
 * of production. `process.env.CRASH_PROBE` becomes a constant in the bundle,
 * so the minifier drops the switch.
 */
function crashProbePlugin(): Plugin {
  const value = process.env.E2E_CRASH_PROBE === '1' ? 'on' : 'off';
  return {
    name: 'crash-probe',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({'process.env.CRASH_PROBE': JSON.stringify(value)})]};
    },
  };
}

export default crashProbePlugin as PluginModule;
