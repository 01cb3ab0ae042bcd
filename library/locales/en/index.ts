import type { AquilaMessages } from '../../core/index.ts';
import { carouselEnglish } from '../../carousel/english.ts';
import { datepickerEnglish } from '../../datepicker/english.ts';
import { drawerEnglish } from '../../drawer/english.ts';
import { imageCropperEnglish } from '../../image-cropper/english.ts';
import { inputEnglish } from '../../input/english.ts';
import { loadingEnglish } from '../../loading/english.ts';
import { paginatorEnglish } from '../../paginator/english.ts';
import { rateEnglish } from '../../rate/english.ts';
import { resizeEnglish } from '../../resize/english.ts';
import { selectEnglish } from '../../select/english.ts';
import { signatureEnglish } from '../../signature/english.ts';
import { tabsEnglish } from '../../tabs/english.ts';
import { tagEnglish } from '../../tags/english.ts';

/**
 * The components' texts in English, the catalogue every other one translates key for key. Each
 * component holds its own English and falls back to it, so a page loads only its components' texts;
 * this entry gathers them, to spread and change a few.
 */
export const en: AquilaMessages = {
  carousel: carouselEnglish,
  datepicker: datepickerEnglish,
  drawer: drawerEnglish,
  imageCropper: imageCropperEnglish,
  input: inputEnglish,
  loading: loadingEnglish,
  paginator: paginatorEnglish,
  rate: rateEnglish,
  resize: resizeEnglish,
  select: selectEnglish,
  signature: signatureEnglish,
  tabs: tabsEnglish,
  tag: tagEnglish,
};
