export function AdvancedSetupStep() {
  return null;
}
