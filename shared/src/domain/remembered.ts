/**
 * `compute`, remembering each key's answer: for pure functions a board calls with the same few
 * inputs thousands of times (a due date's text, a label colour's font). Past `limit` keys the memory
 * starts over, so it cannot grow without end.
 */
export function remembered<K, V>(compute: (key: K) => V, limit: number): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    if (answers.size >= limit) answers.clear();
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}
