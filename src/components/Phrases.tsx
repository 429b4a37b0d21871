import {Fragment} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {jaPhrases} from '@site/src/lib/jaPhrases';

/**
 * A short text (a heading, a button) that breaks between phrases only. In
 * Japanese the phrases are marked with <wbr>: browsers with `word-break:
 * auto-phrase` find them themselves, the others break only there
 * (custom.scss). <wbr> rather than a box per phrase keeps the text one run
 * for selection, copying and search. Other languages break at spaces already.
 */
export default function Phrases({children}: {children: string}) {
  const {i18n} = useDocusaurusContext();
  if (i18n.currentLocale !== 'ja') return <>{children}</>;
  return (
    <span data-phrases="">
      {jaPhrases(children).map((phrase, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
