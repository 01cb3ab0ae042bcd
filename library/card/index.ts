export { Card } from './Card.tsx';
export type { CardProps, CardVariant } from './Card.tsx';
export { CardHeader, CardTitle, CardSubtitle, CardImage, CardContent, CardActions } from './CardParts.tsx';
export type {
  CardHeaderProps,
  CardTitleProps,
  CardSubtitleProps,
  CardImageProps,
  CardContentProps,
  CardActionsProps,
} from './CardParts.tsx';
