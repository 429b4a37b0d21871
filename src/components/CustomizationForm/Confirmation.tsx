import {useEffect, useRef} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {salesReply} from '@site/src/data/business';
import {formatNumber} from '@site/src/plugins/localeFormat/format';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import styles from './styles.module.scss';

/**
 * What a visitor sees once the request is stored: the spec's message, the
 * reference to quote, what happens next, and a way to send another. It
 * takes the focus, so a screen reader announces it.
 */
export default function Confirmation({reference, onAnother}: {reference: string; onAnother: () => void}) {
  const panel = useRef<HTMLDivElement>(null);
  const format = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} className={styles.confirmation} role="status" tabIndex={-1} data-confirmation>
      <p className={styles.confirmationTitle}>
        <Translate id="form.success">提交成功，我们会尽快与您联系</Translate>
      </p>
      <p>
        <Translate
          id="form.sent.reference"
          values={{
            reference: (
              <strong translate="no" className={styles.reference}>
                {reference}
              </strong>
            ),
          }}
        >
          {'申请编号：{reference}'}
        </Translate>
      </p>
      <p>
        <Translate id="form.sent.next">
          我们的商务团队会通过您留下的电话或联系方式与您联系。如果您先联系我们，请提供此编号。
        </Translate>
      </p>
      <p data-reply-time>
        {selectMessage(
          salesReply.workingDays,
          translate(
            {
              id: 'form.sent.replyTime',
              message: '我们会在 {count} 个工作日内答复。',
              description: 'Plural: working days',
            },
            {count: formatNumber(salesReply.workingDays, format)},
          ),
        )}
      </p>
      <button type="button" className="button button--outline button--primary" onClick={onAnother}>
        <Translate id="form.sent.another">再提交一份申请</Translate>
      </button>
    </div>
  );
}
