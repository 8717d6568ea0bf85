/**
 * The Overview's period picker (issue #43): the last 7, 30 or 90 days and this festival season apply
 * as soon as they are chosen; a custom range shows two dates (India days) that apply with "Show",
 * each checked with a clear message beside it (lib/overview/period-choice.ts).
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { PERIOD_CHOICES, PERIOD_LABELS, customRangeErrors, type PeriodChoice, type PeriodErrors } from '../../../lib/overview/period-choice.ts';
import FieldError, { describedBy } from '../../dashboard-shell/FieldError.tsx';
import type { OverviewPeriod } from './use-overview-period.ts';
import styles from './Overview.module.css';

function choiceLabel(choice: PeriodChoice, period: OverviewPeriod): string {
  if (choice !== 'season') return PERIOD_LABELS[choice];
  const days = period.season?.festivals;
  if (!days) return `${PERIOD_LABELS.season} (none yet)`;
  const first = days[0]?.name ?? '';
  const last = days.at(-1)?.name ?? '';
  return `${PERIOD_LABELS.season} (${first === last ? first : `${first} to ${last}`})`;
}

export default function PeriodPicker({ period }: { period: OverviewPeriod }) {
  const { selection, resolved, today } = period;
  const [choice, setChoice] = useState<PeriodChoice>(selection.choice);
  const shownRange = resolved.ok ? resolved.query : null;
  const [from, setFrom] = useState(selection.choice === 'custom' ? selection.from : (shownRange?.from ?? ''));
  const [to, setTo] = useState(selection.choice === 'custom' ? selection.to : (shownRange?.to ?? ''));
  const [errors, setErrors] = useState<PeriodErrors>(resolved.ok ? {} : resolved.errors);
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);

  function pick(value: string): void {
    const next = PERIOD_CHOICES.find((known) => known === value);
    if (!next) return;
    setChoice(next);
    setErrors({});
    if (next === 'custom') {
      if (shownRange) {
        setFrom(shownRange.from);
        setTo(shownRange.to);
      }
      return;
    }
    period.choose({ choice: next, from: '', to: '' });
  }

  function show(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const found = customRangeErrors(from, to, today);
    setErrors(found);
    if (found.from) fromInput.current?.focus();
    else if (found.to) toInput.current?.focus();
    else period.choose({ choice: 'custom', from, to });
  }

  const id = useId();
  return (
    <form className={styles.picker} aria-label="Choose the period" onSubmit={show} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-period`}>Period</label>
        <select id={`${id}-period`} className={styles.select} value={choice} onChange={(event) => pick(event.target.value)} {...describedBy(`${id}-period-error`, errors.period)}>
          {PERIOD_CHOICES.map((value) => (
            <option key={value} value={value} disabled={value === 'season' && !period.season}>{choiceLabel(value, period)}</option>
          ))}
        </select>
        <FieldError id={`${id}-period-error`} message={errors.period} />
      </div>
      {choice === 'custom' && (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-from`}>From</label>
            <input id={`${id}-from`} className={styles.date} ref={fromInput} type="date" value={from} max={today} onChange={(event) => setFrom(event.target.value)} {...describedBy(`${id}-from-error`, errors.from)} />
            <FieldError id={`${id}-from-error`} message={errors.from} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-to`}>To</label>
            <input id={`${id}-to`} className={styles.date} ref={toInput} type="date" value={to} max={today} onChange={(event) => setTo(event.target.value)} {...describedBy(`${id}-to-error`, errors.to)} />
            <FieldError id={`${id}-to-error`} message={errors.to} />
          </div>
          <div className={styles.pickerAction}>
            <button type="submit" className={styles.primary}>Show</button>
          </div>
        </>
      )}
    </form>
  );
}
