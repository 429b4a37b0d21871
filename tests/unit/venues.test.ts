import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {salesReply} from '../../src/data/business';
import {cooperationModes} from '../../src/data/customization';
import {locales} from '../../src/data/locales';
import {modeTerms, venueSteps} from '../../src/data/venues';

describe('the venues page data (src/data/venues.ts)', () => {
  it('explains each of the five cooperation modes once', () => {
    expect(modeTerms.map((t) => t.mode).sort()).toEqual([...cooperationModes].sort());
  });

  it('gives a time only where the data has one: the reply the form promises', () => {
    expect(venueSteps(salesReply.workingDays)).toEqual([
      {step: 'request', time: {workingDays: salesReply.workingDays}},
      {step: 'survey', time: 'onRequest'},
      {step: 'agreement', time: 'onRequest'},
      {step: 'install', time: 'onRequest'},
      {step: 'live', time: null},
    ]);
  });

  it('types no figure into its words in any language: amounts, shares and times come from data or are "on request"', () => {
    for (const locale of locales) {
      const file = path.resolve(__dirname, '../../i18n', locale.key, 'code.json');
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
      for (const [id, {message}] of Object.entries(messages)) {
        if (!id.startsWith('venues.')) continue;
        // "4G" names the network, not a figure.
        expect(message.replace(/4G/g, ''), `${locale.key} ${id}`).not.toMatch(/[0-9%]/);
      }
    }
  });
});
