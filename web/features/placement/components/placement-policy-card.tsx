import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  placementMultipleMax,
  placementMultipleMin,
  placementMultipleStep,
} from '#openapi/field-rules.ts';
import type { PlacementPolicy } from '#openapi/placement.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { numberFormat } from '../../../shared/intl/cached-formats.ts';
import { ConfirmButton } from '../../../shared/recruitment/components/confirm-button.tsx';
import { formatDayTime, indiaTime, localeOf } from '../../../shared/time/format-date.ts';
import { Button, InputNumber, Radio, RadioGroup } from '../../../shared/ui/antd.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePlacementPolicy } from '../api/placement-policy-get.ts';
import { useSetPlacementPolicy } from '../api/placement-policy-set.ts';
import './placement-policy-card.css';

/** The example's accepted CTC, in LPA, and the multiple it shows while the policy is off. */
const exampleCtc = 4;
const exampleMultiple = 1.5;

/** A multiple as the policy writes it, with one decimal: "1.5", "2.0". */
function useFigures() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  return {
    multiple: (value: number) =>
      numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
    lakh: (value: number) => numberFormat(locale, { maximumFractionDigits: 2 }).format(value),
  };
}

/**
 * The institute admin's placement policy (D25, D29): off, or the multiple of a placed student's
 * accepted CTC a job must pay for them to apply; the rule in a sentence with an example, who
 * changed it last and when, and a confirmation before it changes.
 */
export function PlacementPolicyCard() {
  const { t } = useTranslation();
  const policy = usePlacementPolicy();
  return (
    <TitledCard title={t('placement.card.title')} className="placement-policy">
      {policy.data ? (
        // A saved change starts the form again from what the server now holds.
        <PolicyForm key={policy.data.body.changedAt ?? 'never'} policy={policy.data.body} />
      ) : policy.error ? (
        <div role="alert">
          <p>
            {t('placement.card.loadFailed')} {errorMessage(policy.error, t)}
          </p>
          <Button onClick={() => policy.refetch()}>{t('placement.card.retry')}</Button>
        </div>
      ) : (
        <p aria-busy="true">{t('common.loading')}</p>
      )}
    </TitledCard>
  );
}

function PolicyForm({ policy }: { policy: PlacementPolicy }) {
  const { t, i18n } = useTranslation();
  const figures = useFigures();
  const save = useSetPlacementPolicy();
  const fieldId = useId();
  const [on, setOn] = useState(policy.dreamOfferMultiple !== null);
  const [multiple, setMultiple] = useState<number | null>(
    policy.dreamOfferMultiple ?? exampleMultiple,
  );
  const draft = on ? multiple : null;
  const valid = !on || multiple !== null;
  const changed = draft !== policy.dreamOfferMultiple;
  const shown = on && multiple !== null ? multiple : exampleMultiple;
  const example = {
    multiple: figures.multiple(shown),
    ctc: figures.lakh(exampleCtc),
    least: figures.lakh(Math.round(exampleCtc * shown * 100) / 100),
  };
  const current =
    policy.dreamOfferMultiple === null
      ? t('placement.card.nowOff')
      : t('placement.card.nowOn', { multiple: figures.multiple(policy.dreamOfferMultiple) });
  return (
    <div className="placement-policy-body">
      <p>{t('placement.card.rule')}</p>
      <p>{t('placement.card.example', example)}</p>
      <p className="placement-policy-now">
        <strong>{current}</strong>{' '}
        {policy.changedAt && policy.changedBy
          ? t('placement.card.changedBy', {
              name: policy.changedBy.displayName,
              at: formatDayTime(policy.changedAt, i18n.resolvedLanguage, indiaTime),
            })
          : t('placement.card.neverChanged')}
      </p>
      <fieldset className="placement-policy-choice">
        <legend>{t('placement.card.choose')}</legend>
        <RadioGroup
          value={on ? 'on' : 'off'}
          onChange={(event) => setOn(event.target.value === 'on')}
        >
          <Radio value="off">{t('placement.card.off')}</Radio>
          <Radio value="on">{t('placement.card.on')}</Radio>
        </RadioGroup>
        {on ? (
          <div className="placement-policy-multiple">
            <label htmlFor={fieldId}>{t('placement.card.multipleLabel')}</label>
            <InputNumber
              id={fieldId}
              aria-describedby={`${fieldId}-hint`}
              min={placementMultipleMin}
              max={placementMultipleMax}
              step={placementMultipleStep}
              precision={1}
              value={multiple}
              onChange={(value) => setMultiple(value)}
            />
            <span id={`${fieldId}-hint`} className="placement-policy-hint">
              {t('placement.card.multipleHint', {
                min: figures.multiple(placementMultipleMin),
                max: figures.multiple(placementMultipleMax),
              })}
            </span>
          </div>
        ) : null}
      </fieldset>
      <ConfirmButton
        primary
        disabled={!valid || !changed}
        label={t('placement.card.save')}
        question={
          draft === null
            ? t('placement.confirm.offQuestion')
            : t('placement.confirm.onQuestion', { multiple: figures.multiple(draft) })
        }
        consequence={<p>{t('placement.confirm.consequence')}</p>}
        confirmLabel={t('placement.confirm.yes')}
        onConfirm={async () => {
          try {
            await save.mutateAsync({ dreamOfferMultiple: draft });
            toast.success(t('placement.card.saved'));
          } catch (error) {
            toast.error(errorMessage(error, t));
          }
        }}
      />
    </div>
  );
}
