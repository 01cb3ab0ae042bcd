export { Card } from './Card';
export type { CardProps, CardVariant } from './Card';
export { CardHeader, CardTitle, CardSubtitle, CardImage, CardContent, CardActions } from './CardParts';
export type {
  CardHeaderProps,
  CardTitleProps,
  CardSubtitleProps,
  CardImageProps,
  CardContentProps,
  CardActionsProps,
} from './CardParts';
