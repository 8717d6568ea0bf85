/**
 * The event planner across the three businesses (issue #17): occasion, date, guests, days and
 * vegetarian style; it proposes the hall, the catering package, rooms for a wedding stay and
 * return-gift boxes, each of which the visitor can drop, warns inside the lead time, and sends one
 * enquiry listing every part for the teams involved (or a WhatsApp message). The plan lives in the
 * address, so it can be shared in a family group.
 */
import { whatsappUrl } from '../../lib/enquiry/list-whatsapp.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { UiStrings } from '../../lib/i18n/strings/index.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import { DIET_STYLES, OCCASIONS, proposePlan, type PlanFacts } from '../../lib/planning/event-plan.ts';
import { leadTimeMessage } from '../../lib/planning/lead-time.ts';
import { PLANNER_LIMITS } from '../../lib/planning/planner-limits.ts';
import type { PlanKey } from '../../lib/planning/plan-url.ts';
import SendPanel from '../planner-kit/SendPanel.tsx';
import { usePlannerForm } from '../planner-kit/use-send.ts';
import styles from '../planner-kit/planner.module.css';
import { planEnquiry, planProblems, planSummary } from './plan-enquiry.ts';
import { useEventPlan, type PlannerFacts } from './use-event-plan.ts';

/** Each plan field is named for its query key, so what was typed before hydration reads as a plan. */
const key = (name: PlanKey) => name;

interface Props {
  /** The facts in English: what the enquiry records for the teams. */
  facts: PlannerFacts;
  /** The halls and packages with their names in the page's language, when it is not English (issue #44). */
  shownFacts?: PlanFacts | undefined;
  waNumber: string;
  /** The page's language and its words (ui(locale).events, from the Astro parent; issue #44). */
  locale: Locale;
  strings: Pick<UiStrings['events'], 'planner' | 'send' | 'lead'>;
}

export default function EventPlanner({ facts, shownFacts, waNumber, locale, strings }: Props) {
  const planner = useEventPlan(facts);
  const { plan, update, kept, lead } = planner;
  const words = strings.planner;
  const form = usePlannerForm(strings.send, locale);
  const draft = { plan, kept, lead, contact: form.contact, notes: form.notes, maxDays: PLANNER_LIMITS.days };
  const leadText = leadTimeMessage(lead, 'booking', strings.lead, locale);
  const submit = form.submitWith(() => planProblems(draft, words), () => planEnquiry(draft));
  /** What the visitor reads: the same parts in the page's language. */
  const parts = locale === 'en' ? planner.parts : proposePlan(plan, shownFacts ?? facts, words.plan, locale);

  return (
    <form ref={planner.formRef} className={styles.planner} onSubmit={submit} noValidate aria-label={words.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{words.yourEvent}</legend>
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="plan-occasion">
              {words.occasion}
            </label>
            <select id="plan-occasion" name={key('occasion')} className={styles.control} value={plan.occasion} onChange={(event) => update({ occasion: event.target.value as typeof plan.occasion })}>
              {OCCASIONS.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {words.occasions[occasion]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="plan-date">
              {words.date}
            </label>
            <input id="plan-date" name={key('date')} className={styles.control} type="date" min={planner.today} value={plan.date} onChange={(event) => update({ date: event.target.value })} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="plan-guests">
              {words.guests}
            </label>
            <input id="plan-guests" name={key('guests')} className={styles.control} type="number" inputMode="numeric" min={1} value={plan.guests || ''} onChange={(event) => update({ guests: Math.max(0, Math.floor(Number(event.target.value) || 0)) })} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="plan-days">
              {words.days}
            </label>
            <input id="plan-days" name={key('days')} className={styles.control} type="number" inputMode="numeric" min={1} max={PLANNER_LIMITS.days} value={plan.days} onChange={(event) => update({ days: Math.max(1, Math.floor(Number(event.target.value) || 1)) })} />
          </div>
        </div>
        {leadText && <p className={lead.status === 'past' ? styles.error : styles.warning} role="alert">{leadText}</p>}
      </fieldset>

      <fieldset className={`${styles.fieldset} ${styles.choicePairs}`}>
        <legend className={styles.legend}>{words.diet}</legend>
        {DIET_STYLES.map((diet) => (
          <label key={diet} className={styles.choice}>
            <input type="radio" name={key('diet')} value={diet} checked={plan.diet === diet} onChange={() => update({ diet })} />
            {words.diets[diet]}
          </label>
        ))}
      </fieldset>

      <section className={styles.fieldset} aria-labelledby="plan-proposal-heading">
        <h2 id="plan-proposal-heading" className={styles.legend}>
          {words.proposal}
        </h2>
        {parts.length === 0 ? (
          <p className={styles.note}>{words.proposalEmpty}</p>
        ) : (
          <ul className={styles.parts} aria-label={words.proposed}>
            {parts.map((part) => {
              const dropped = plan.dropped.includes(part.id);
              return (
                <li key={part.id} className={styles.part}>
                  <p>
                    <strong>{part.title}</strong>
                    <br />
                    <span className={styles.note}>
                      {words.teams[part.team]}: {part.label}
                    </span>
                  </p>
                  <label className={styles.choice}>
                    <input type="checkbox" checked={!dropped} onChange={() => planner.toggle(part.id)} />
                    {fill(words.include, { part: part.title })}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <SendPanel idPrefix="plan" legend={words.sendLegend} submitLabel={words.submit} team={words.team} form={form} whatsappHref={whatsappUrl(waNumber, `Hi, I am planning an event:\n${planSummary(draft)}`)} />
    </form>
  );
}
