/**
 * `@croupier/ui`: the React components the docs site and the trainer share — playing cards, hands,
 * dice, chips and a card picker — with their logic in plain `.ts` modules beside them. Import the
 * styles once: `import '@croupier/ui/styles.css'`.
 *
 * @example
 * ```tsx
 * import { Hand } from '@croupier/ui';
 * import '@croupier/ui/styles.css';
 * <Hand caption="Игрок" cards={[48, 18]} value="17, мягкая" />
 * ```
 * @packageDocumentation
 */
export { PlayingCard, type PlayingCardProps, type CardSize } from './PlayingCard';
export { Hand, Badge, type HandProps, type BadgeProps, type BadgeTone } from './Hand';
export { Die, Dice, type DieProps, type DiceProps } from './Dice';
export { Chip, type ChipProps } from './Chip';
export { CardPicker, type CardPickerProps } from './CardPicker';
export { cardFace, FACE_DOWN_LABEL, type CardFace, type CardNotation } from './card';
export { diePips, type Pip } from './dice';
export { chipStyle, chipLabel, CHIP_STYLES, type ChipStyle } from './chip';
export {
  pickerGrid,
  gridPosOf,
  moveFocus,
  toggleCard,
  PICKER_RANKS,
  PICKER_SUITS,
  type GridPos,
  type ToggleOutcome,
} from './cardPicker';
export { useRound, type RoundHandle, type UseRoundOptions } from './useRound';
export { RoundControls, type RoundControlsProps } from './RoundControls';
export {
  startRound,
  applyToRound,
  applyAllToRound,
  undoRound,
  currentState,
  actionsOf,
  eventsOf,
  type Round,
  type RoundStep,
  type GameErrorOf,
  type StartRefused,
} from './round';
export { readSeed, type SeedError } from './seed';
export {
  historyOfRound,
  roundFromHistory,
  readHistoryText,
  setupMismatch,
  historyLink,
  ROUND_PARAM,
  type HistoryRead,
} from './history';
