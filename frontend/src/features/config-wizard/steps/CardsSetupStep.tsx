export function CardsSetupStep() {
  return null;
}
