/** Card aging and people's loads (docs/reporting.md#card-aging, #wip-per-person). */
export const flowEnUS = {
  card_age: 'In this column for {duration}.',
  card_age_early: 'Started {work} ago: sooner than half of the finished cards took.',
  card_age_due: 'Started {work} ago: longer than half of the finished cards took.',
  card_age_late: 'Started {work} ago: longer than 85% of the finished cards took.',
  card_age_overdue: 'Started {work} ago: longer than 95% of the finished cards took.',
  flow_person_load: '{count} started',
  flow_person_load_of: '{count} of {limit} started',
  tab_timeline: 'Timeline',
  timeline_label: 'Path through the columns',
  timeline_total: 'On the board for {duration}.',
  timeline_so_far: '{duration} so far',
  timeline_since: 'since {from}',
  timeline_between: '{from} to {to}',
  timeline_no_column: 'No column',
  timeline_empty: 'This card has no versions yet to tell its path.',
};
