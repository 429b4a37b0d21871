import {DOCUSAURUS_VERSION} from '@docusaurus/utils';

/**
 * The Docusaurus versions the patches in this folder were checked against
 * (README.md beside this file says how). Each patch reaches into Docusaurus'
 * internals, which a release may change without notice, so the build stops
 * on any other version until someone has checked again.
 */
export const VERIFIED_WITH: readonly string[] = ['3.10.2'];

export function assertVerified(patch: string, version: string = DOCUSAURUS_VERSION): void {
  if (!VERIFIED_WITH.includes(version)) {
    throw new Error(
      `${patch} patches Docusaurus internals and was verified with ${VERIFIED_WITH.join(', ')}, not ${version}. ` +
        'Check it as src/plugins/upstream/README.md says, then add the version to VERIFIED_WITH.',
    );
  }
}
