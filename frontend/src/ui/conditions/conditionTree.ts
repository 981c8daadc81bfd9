/*
 * The condition builder's editing rules (spec 2 section 4). Conditions stay a flat list, as they are
 * stored, kept in block then group order; a group or a block exists while a condition names it, so
 * "removing the last condition removes its group; removing the last group removes the block" holds
 * by construction. After every removal the numbers are made consecutive again (0, 1, 2...).
 */
import type { Condition } from '@listboard/shared';

export interface ConditionGroup {
  group: number;
  conditions: Condition[];
}

export interface ConditionBlock {
  block: number;
  groups: ConditionGroup[];
}

let lastId = 0;

/** A fresh condition id: unique within the page, which is all the builder needs to tell rows apart. */
export function newConditionId(): string {
  lastId += 1;
  return `c${Date.now().toString(36)}${lastId}`;
}

export function emptyCondition(id: string, block: number, group: number): Condition {
  return { id, field: '', operator: null, value: '', group, block, conjunction: 'AND' };
}

const byPlace = (a: Condition, b: Condition) => a.block - b.block || a.group - b.group;

/** Blocks and groups numbered 0, 1, 2... in their order, conditions kept in list order inside a group. */
export function normalise(conditions: readonly Condition[]): Condition[] {
  const sorted = [...conditions].sort(byPlace);
  const blocks = [...new Set(sorted.map((c) => c.block))];
  const groupsOf = new Map(blocks.map((block) => [block, [...new Set(sorted.filter((c) => c.block === block).map((c) => c.group))]]));
  return sorted.map((c) => ({ ...c, block: blocks.indexOf(c.block), group: groupsOf.get(c.block)!.indexOf(c.group) }));
}

/** The conditions as the builder shows them: blocks holding groups holding conditions. */
export function blocksOf(conditions: readonly Condition[]): ConditionBlock[] {
  const blocks: ConditionBlock[] = [];
  for (const condition of normalise(conditions)) {
    let block = blocks.at(-1);
    if (block?.block !== condition.block) {
      block = { block: condition.block, groups: [] };
      blocks.push(block);
    }
    let group = block.groups.at(-1);
    if (group?.group !== condition.group) {
      group = { group: condition.group, conditions: [] };
      block.groups.push(group);
    }
    group.conditions.push(condition);
  }
  return blocks;
}

/** Puts `condition` after the last one of its group, or at the end of its block, or at the end. */
function insert(conditions: readonly Condition[], condition: Condition): Condition[] {
  const after = conditions.findLastIndex((c) => c.block < condition.block || (c.block === condition.block && c.group <= condition.group));
  return [...conditions.slice(0, after + 1), condition, ...conditions.slice(after + 1)];
}

export function addCondition(conditions: readonly Condition[], block: number, group: number, id: string): Condition[] {
  return insert(normalise(conditions), emptyCondition(id, block, group));
}

/** A new group at the end of the block, holding one condition. */
export function addGroup(conditions: readonly Condition[], block: number, id: string): Condition[] {
  const current = normalise(conditions);
  const groups = current.filter((c) => c.block === block).map((c) => c.group);
  return insert(current, emptyCondition(id, block, groups.length === 0 ? 0 : Math.max(...groups) + 1));
}

/** Spec 2 section 4: adding a block adds a group and a condition. */
export function addBlock(conditions: readonly Condition[], id: string): Condition[] {
  const current = normalise(conditions);
  const block = current.length === 0 ? 0 : Math.max(...current.map((c) => c.block)) + 1;
  return [...current, emptyCondition(id, block, 0)];
}

export function removeCondition(conditions: readonly Condition[], id: string): Condition[] {
  return normalise(conditions.filter((c) => c.id !== id));
}

export function updateCondition(
  conditions: readonly Condition[],
  id: string,
  change: Partial<Omit<Condition, 'id' | 'block' | 'group'>>,
): Condition[] {
  return conditions.map((c) => (c.id === id ? { ...c, ...change } : c));
}

/** The very first condition joins nothing, so the builder offers no and/or for it. */
export function joinsSomething(conditions: readonly Condition[], id: string): boolean {
  return normalise(conditions)[0]?.id !== id;
}
