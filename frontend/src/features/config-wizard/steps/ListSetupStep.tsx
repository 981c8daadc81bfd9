export function ListSetupStep() {
  return null;
}
