import type { Condition, ConditionOperator, ViewSort } from '@listboard/shared';
import { UnsupportedViewError } from '../../ports/listHost';
import { type CamlElement, findCaml, parseCaml } from './camlXml';

/** The CAML comparisons Listboard applies, which are the condition builder's operators. */
const COMPARISONS: ReadonlySet<string> = new Set(['Eq', 'Neq', 'Gt', 'Lt', 'Geq', 'Leq', 'Contains', 'BeginsWith', 'IsNull', 'IsNotNull']);
/** More conditions than a view's filter shows in the condition builder's shape. */
const MAX_CONDITIONS = 100;

type Leaf = Pick<Condition, 'field' | 'operator' | 'value'>;

/** A comparison as the builder shows it: the field, the operator, the value as CAML writes it (a person or lookup by id). */
function leafOf(element: CamlElement, viewTitle: string): Leaf {
  const field = element.children.find((child) => child.name === 'FieldRef')?.attributes.Name;
  if (!field) throw new UnsupportedViewError(viewTitle, `${element.name} without FieldRef`);
  const value = element.children.find((child) => child.name === 'Value');
  const special = value?.children[0];
  if (special) throw new UnsupportedViewError(viewTitle, special.name);
  return { field, operator: element.name as ConditionOperator, value: value?.text ?? '' };
}

/** The filter as OR of ANDs (its disjunctive normal form), which the builder's flat list of conditions writes exactly. */
function disjuncts(element: CamlElement, viewTitle: string): Leaf[][] {
  if (COMPARISONS.has(element.name)) return [[leafOf(element, viewTitle)]];
  if (element.name !== 'And' && element.name !== 'Or') throw new UnsupportedViewError(viewTitle, element.name);
  if (element.children.length !== 2) throw new UnsupportedViewError(viewTitle, `${element.name} of ${element.children.length}`);
  const [left, right] = element.children.map((child) => disjuncts(child, viewTitle));
  const terms = element.name === 'Or' ? [...left, ...right] : left.flatMap((a) => right.map((b) => [...a, ...b]));
  if (terms.flat().length > MAX_CONDITIONS)
    throw new UnsupportedViewError(viewTitle, `${element.name} of more than ${MAX_CONDITIONS} comparisons`);
  return terms;
}

export interface SpViewQuery {
  /** The view's `<Where>` as SharePoint has it, to send back as is; null when the view filters nothing. */
  whereXml: string | null;
  conditions: Condition[];
  sort: ViewSort[];
}

/**
 * What a view's ViewQuery filters and sorts by. A filter with a CAML element outside the builder's
 * operators (In, Membership, DateRangesOverlap, <Today/>, <UserID/>...) is an UnsupportedViewError.
 */
export function readViewQuery(viewQuery: string, viewTitle: string): SpViewQuery {
  let elements: CamlElement[];
  try {
    elements = parseCaml(viewQuery);
  } catch {
    throw new UnsupportedViewError(viewTitle, 'unreadable CAML');
  }
  const sort = (findCaml(elements, 'OrderBy')?.children ?? [])
    .filter((child) => child.name === 'FieldRef' && child.attributes.Name)
    .map((child) => ({ field: child.attributes.Name, ascending: !/^false$/i.test(child.attributes.Ascending ?? '') }));
  const where = findCaml(elements, 'Where');
  if (!where || where.children.length === 0) return { whereXml: null, conditions: [], sort };
  if (where.children.length !== 1) throw new UnsupportedViewError(viewTitle, 'Where of several elements');
  const conditions = disjuncts(where.children[0], viewTitle).flatMap((conjunct, index) =>
    conjunct.map((leaf, position): Condition => ({
      id: `${index}.${position}`,
      ...leaf,
      group: 0,
      block: 0,
      conjunction: index > 0 && position === 0 ? 'OR' : 'AND',
    })),
  );
  return { whereXml: /<Where>[\s\S]*<\/Where>/.exec(viewQuery)?.[0] ?? null, conditions, sort };
}

/** The inside of a `<Where>`. */
const insideWhere = (whereXml: string) => whereXml.replace(/^<Where>/, '').replace(/<\/Where>$/, '');

/** One `<Where>` that holds when one of the views' filters holds (CAML's Or takes two); null when one of them filters nothing. */
export function whereOfAny(wheres: readonly (string | null)[]): string | null {
  if (wheres.length === 0 || wheres.some((where) => where === null)) return null;
  const inner = (wheres as string[]).map(insideWhere).reduce((joined, next) => `<Or>${joined}${next}</Or>`);
  return `<Where>${inner}</Where>`;
}
