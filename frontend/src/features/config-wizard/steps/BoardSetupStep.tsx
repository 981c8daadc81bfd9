export function BoardSetupStep() {
  return null;
}
