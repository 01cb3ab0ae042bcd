/**
 * The icons of the component list (lucide's), each named once: `components.ts` takes its icon names from
 * this module's exports, and the side navigation and the categories page import it as a namespace. It is
 * kept apart from the list so the router, which needs only the paths, does not carry the icons in the
 * first download.
 */
export {
  AlignHorizontalSpaceAround,
  AppWindow,
  BadgeCheck,
  CalendarRange,
  CircleDot,
  CircleUser,
  Crop,
  Ellipsis,
  GalleryHorizontal,
  GitCommitVertical,
  Grid3x3,
  Heading,
  Layers,
  ListCollapse,
  Loader,
  MessageSquareText,
  MousePointerClick,
  PanelLeft,
  PanelTop,
  PenLine,
  Percent,
  RectangleHorizontal,
  Scaling,
  SeparatorHorizontal,
  SquareCheck,
  Star,
  Table,
  Tags,
  TextCursorInput,
  ToggleRight,
} from 'lucide-react';
