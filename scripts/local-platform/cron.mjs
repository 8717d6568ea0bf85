/**
 * The schedules of Netlify scheduled functions (`config.schedule`), for the local scheduler: the
 * nicknames `@yearly` `@annually` `@monthly` `@weekly` `@daily` `@midnight` `@hourly`, and five-field
 * cron (minute hour day-of-month month day-of-week) with `*`, numbers, lists, ranges and steps. Times
 * are UTC, as on Netlify. Like cron, a schedule that restricts both day fields runs when either matches.
 */

const NICKNAMES = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** The range of each field: minute, hour, day of month, month, day of week (7 is Sunday too). */
const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
];

/**
 * @typedef {{ minutes: Set<number>, hours: Set<number>, days: Set<number>, months: Set<number>, weekdays: Set<number>, anyDay: boolean, anyWeekday: boolean }} Schedule
 */

/** @param {string} part @param {{ min: number, max: number }} range @param {string} expression */
function fieldValues(part, range, expression) {
  const values = new Set();
  for (const item of part.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
    if (!match) throw new Error(`Schedule "${expression}": "${item}" is not a cron field.`);
    const [, , from, to, step] = match;
    const start = from === undefined ? range.min : Number(from);
    const end = to !== undefined ? Number(to) : from === undefined || step !== undefined ? range.max : start;
    const by = step === undefined ? 1 : Number(step);
    if (start < range.min || end > range.max || start > end || by < 1) throw new Error(`Schedule "${expression}": "${item}" is out of range.`);
    for (let value = start; value <= end; value += by) values.add(value);
  }
  return values;
}

/** @param {string} expression @returns {Schedule} */
export function parseSchedule(expression) {
  const text = /** @type {Record<string, string>} */ (NICKNAMES)[expression.trim().toLowerCase()] ?? expression.trim();
  const parts = text.split(/\s+/);
  if (parts.length !== 5) throw new Error(`Schedule "${expression}" needs five cron fields or a nickname such as @daily.`);
  const [minutes, hours, days, months, weekdays] = parts.map((part, index) => fieldValues(part, /** @type {{ min: number, max: number }} */ (FIELDS[index]), expression));
  if (!minutes || !hours || !days || !months || !weekdays) throw new Error(`Schedule "${expression}" is incomplete.`);
  if (weekdays.delete(7)) weekdays.add(0);
  return { minutes, hours, days, months, weekdays, anyDay: parts[2] === '*', anyWeekday: parts[4] === '*' };
}

/** @param {Schedule} schedule @param {Date} day */
function dayMatches(schedule, day) {
  const byDate = schedule.days.has(day.getUTCDate());
  const byWeekday = schedule.weekdays.has(day.getUTCDay());
  if (schedule.anyDay && schedule.anyWeekday) return true;
  if (schedule.anyDay) return byWeekday;
  if (schedule.anyWeekday) return byDate;
  return byDate || byWeekday;
}

/** The longest a schedule can go without a run (a leap day every four years, at most eight). */
const MAX_MINUTES_AHEAD = 8 * 366 * 24 * 60;

/**
 * The first minute strictly after `after` at which the schedule runs.
 * @param {Schedule} schedule @param {Date} after @returns {Date}
 */
export function nextRun(schedule, after) {
  const at = new Date(after.getTime());
  at.setUTCSeconds(0, 0);
  at.setUTCMinutes(at.getUTCMinutes() + 1);
  for (let step = 0; step < MAX_MINUTES_AHEAD; step += 1) {
    if (!schedule.months.has(at.getUTCMonth() + 1) || !dayMatches(schedule, at)) {
      at.setUTCDate(at.getUTCDate() + 1);
      at.setUTCHours(0, 0, 0, 0);
    } else if (!schedule.hours.has(at.getUTCHours())) {
      at.setUTCHours(at.getUTCHours() + 1, 0, 0, 0);
    } else if (!schedule.minutes.has(at.getUTCMinutes())) {
      at.setUTCMinutes(at.getUTCMinutes() + 1, 0, 0);
    } else {
      return at;
    }
  }
  throw new Error('The schedule never runs.');
}
