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
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { TextInput } from '../../../shared/ui/text-input.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePlacementPolicy } from '../api/placement-policy-get.ts';
import { useSetPlacementPolicy } from '../api/placement-policy-set.ts';
import './placement-policy-card.css';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';

/** The example's accepted CTC, in LPA, and the multiple it shows while the policy is off. */
const exampleCtc = 4;
const exampleMultiple = 1.5;

/**
 * The multiple a field's text says, in tenths (what antd's InputNumber with `precision={1}` kept),
 * or null when it says none the policy can hold: empty, not a number, or out of its range.
 */
function multipleOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = inTenths(Number(text));
  return value >= placementMultipleMin && value <= placementMultipleMax ? value : null;
}

const inTenths = (value: number) => Math.round(value * 10) / 10;

/** A multiple as the field writes it: "1.5", "2.0". */
const fieldText = (value: number) => value.toFixed(1);

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
          <AppButton onClick={() => policy.refetch()}>{t('placement.card.retry')}</AppButton>
        </div>
      ) : (
        <LoadingNote />
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
  const [text, setText] = useState(fieldText(policy.dreamOfferMultiple ?? exampleMultiple));
  const multiple = multipleOf(text);
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
        <label className="placement-policy-option">
          <input
            type="radio"
            name={`${fieldId}-policy`}
            value="off"
            checked={!on}
            onChange={() => setOn(false)}
          />
          {t('placement.card.off')}
        </label>
        <label className="placement-policy-option">
          <input
            type="radio"
            name={`${fieldId}-policy`}
            value="on"
            checked={on}
            onChange={() => setOn(true)}
          />
          {t('placement.card.on')}
        </label>
        {on ? (
          <div className="placement-policy-multiple">
            <label htmlFor={fieldId}>{t('placement.card.multipleLabel')}</label>
            <TextInput
              id={fieldId}
              className="placement-policy-number"
              type="number"
              inputMode="decimal"
              aria-describedby={`${fieldId}-hint`}
              aria-invalid={multiple === null || undefined}
              min={placementMultipleMin}
              max={placementMultipleMax}
              step={placementMultipleStep}
              value={text}
              onChange={(event) => setText(event.target.value)}
              // As antd's InputNumber did: a figure out of range is brought into it, in tenths.
              onBlur={() => {
                const typed = Number(text);
                if (text.trim() === '' || Number.isNaN(typed)) return;
                const inRange = Math.min(
                  placementMultipleMax,
                  Math.max(placementMultipleMin, typed),
                );
                setText(fieldText(inTenths(inRange)));
              }}
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
