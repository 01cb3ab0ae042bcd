/**
 * Long on purpose: data. Every input and output of ngx-eagle, the Angular library Aquila UI was
 * ported from, by the Aquila UI component that took the place of its component or directive, with the
 * Aquila UI 0.x prop that took the member's place (ngx-eagle's outputs became `on…` callbacks:
 * `visibleChange` → `onVisibleChange`), or why there is none. 1.0's names are not written here: they are
 * RENAMES applied to the 0.x name (`oneOhName` in ./one-oh-names.ts), so this table and the library's rename
 * table cannot disagree. The migration guide shows it; its test checks it against ngx-eagle's source and
 * against the library's props.
 */

/** An input or output of ngx-eagle, by the name an Angular template binds (its alias when it has one). */
export type NgxEagleMember = { name: string; kind: 'input' | 'output' } & (
  | {
      /** The Aquila UI 0.x prop that took its place. */
      zeroX: string;
    }
  | {
      /** Why Aquila UI has no prop in its place, as the end of a sentence. */
      none: string;
    }
);

/** An ngx-eagle component or directive and the Aquila UI component that took its place. */
export interface NgxEagleCounterpart {
  /** The Aquila UI component, as the library exports it. */
  component: string;
  /** The ngx-eagle source file that declares the members, from the library's root (`tooltip/tooltip.directive.ts`). */
  reference: string;
  members: readonly NgxEagleMember[];
}

export interface NgxEaglePageApi {
  /** The component page's folder, as the route table names it. */
  page: string;
  counterparts: readonly NgxEagleCounterpart[];
}

/** An input with its 0.x prop, the same name when `zeroX` is left out. */
const input = (name: string, zeroX = name): NgxEagleMember => ({ name, kind: 'input', zeroX });
const output = (name: string, zeroX: string): NgxEagleMember => ({ name, kind: 'output', zeroX });
const inputWithout = (name: string, none: string): NgxEagleMember => ({ name, kind: 'input', none });
const outputWithout = (name: string, none: string): NgxEagleMember => ({ name, kind: 'output', none });

/** Pages in the component list's order, as in the migration notes; a page whose ngx-eagle parts have no inputs or outputs (card) is left out. */
export const NGX_EAGLE_API: readonly NgxEaglePageApi[] = [
  {
    page: 'avatar',
    counterparts: [{ component: 'Avatar', reference: 'avatar/avatar.component.ts', members: [input('ngxSrc'), input('ngxText')] }],
  },
  {
    page: 'badge',
    counterparts: [
      {
        component: 'Badge',
        reference: 'badge/badge.directive.ts',
        members: [
          input('ngxBadge'),
          input('ngxBadgeColor'),
          input('ngxBadgeHidden'),
          input('ngxBadgePosition'),
          input('ngxBadgeSize'),
          input('ngxOverflowCount'),
        ],
      },
    ],
  },
  {
    page: 'button',
    counterparts: [
      {
        component: 'Button',
        reference: 'button/button.directive.ts',
        members: [input('buttonFillMode'), input('buttonRounded'), input('buttonSize')],
      },
    ],
  },
  {
    page: 'carousel',
    counterparts: [
      {
        component: 'Carousel',
        reference: 'carousel/carousel/carousel.component.ts',
        members: [input('ngxAutoPlay'), input('ngxAutoPlaySpeed'), input('ngxDotPosition')],
      },
      {
        component: 'CarouselItem',
        reference: 'carousel/carousel-item/carousel-item.component.ts',
        members: [inputWithout('disabled', 'ngx-eagle accepts it but does nothing with it.')],
      },
    ],
  },
  {
    page: 'checkbox',
    counterparts: [
      {
        component: 'Checkbox',
        reference: 'checkbox/checkbox.component.ts',
        members: [input('checked'), input('indeterminate'), input('ngxColor'), input('ngxSize'), output('onChecked', 'onChecked')],
      },
    ],
  },
  {
    page: 'datepicker',
    counterparts: [
      {
        component: 'RangeDatepicker',
        reference: 'datepicker/range-picker/range-picker.component.ts',
        members: [
          input('range', 'value'),
          input('format'),
          input('firstDayOfWeek'),
          input('days'),
          input('months'),
          input('startYear'),
          input('endYear'),
          input('todayButton'),
          input('todayLabel'),
          output('rangeChange', 'onChange'),
        ],
      },
    ],
  },
  {
    page: 'dialog',
    counterparts: [
      {
        // Not a directive of ngx-eagle's public API: its dialog puts it on its panel as the config's
        // `draggable` and `dragConstraint` say, so those are what a person set.
        component: 'Dialog',
        reference: 'dialog/draggable.directive.ts',
        members: [
          inputWithout('dialogDragHandle', 'ngx-eagle’s dialog never sets it; a dialog is dragged by its title bar.'),
          inputWithout('dialogDragTarget', 'ngx-eagle’s dialog sets it to its own panel, which is what moves.'),
          input('dialogDragEnabled', 'draggable'),
          input('dialogDragOffset', 'controlsRef'),
          input('dragConstraint'),
        ],
      },
      { component: 'DialogClose', reference: 'dialog/dialog-close.directive.ts', members: [input('dialogClose', 'value')] },
    ],
  },
  {
    page: 'divider',
    counterparts: [
      {
        component: 'Divider',
        reference: 'divider/divider.component.ts',
        members: [
          input('ngxDashed', 'dashed'),
          input('ngxColor', 'colour'),
          input('ngxOrientation', 'orientation'),
          input('ngxText', 'children'),
          input('ngxType', 'type'),
        ],
      },
    ],
  },
  {
    page: 'drawer',
    counterparts: [
      {
        component: 'Drawer',
        reference: 'drawer/drawer.component.ts',
        members: [
          input('backdrop'),
          input('backdropClosable'),
          input('placement'),
          input('closeMobile'),
          input('closeDesktop'),
          output('visibleChange', 'onVisibleChange'),
          output('onOpen', 'onOpen'),
          output('onClose', 'onClose'),
          input('visible'),
        ],
      },
    ],
  },
  {
    page: 'dropdown',
    counterparts: [
      {
        component: 'Dropdown',
        reference: 'dropdown/dropdown.directive.ts',
        members: [input('DropdownMenu', 'children'), input('placement'), input('hoverEnabled'), output('openChange', 'onOpenChange')],
      },
    ],
  },
  {
    page: 'expansion',
    counterparts: [
      {
        component: 'Accordion',
        reference: 'expansion-panel/accordion/accordion.component.ts',
        members: [input('multi'), input('ngxExpandIconPosition'), input('ngxType')],
      },
      {
        component: 'ExpansionPanel',
        reference: 'expansion-panel/expansion-panel/expansion-panel.component.ts',
        members: [
          output('ngxActiveChange', 'onHeaderClick'),
          input('disabled'),
          input('expanded'),
          input('hideToggle'),
          input('ngxLabel'),
        ],
      },
    ],
  },
  {
    page: 'grid',
    counterparts: [
      {
        component: 'Row',
        reference: 'grid/row/row.directive.ts',
        members: [input('ngxAlign'), input('ngxGutter'), input('ngxJustify'), input('ngxSpan')],
      },
      { component: 'Col', reference: 'grid/col/col.directive.ts', members: [input('ngxSpan')] },
    ],
  },
  {
    page: 'image-cropper',
    counterparts: [
      {
        component: 'ImageCropper',
        reference: 'image-cropper/component/image-cropper.component.ts',
        members: [
          ...[
            'imageChangedEvent',
            'imageURL',
            'imageBase64',
            'imageFile',
            'imageAltText',
            'options',
            'cropperFrameAriaLabel',
            'output',
            'format',
            'autoCrop',
            'cropper',
            'transform',
            'maintainAspectRatio',
            'aspectRatio',
            'resetCropOnAspectRatioChange',
            'resizeToWidth',
            'resizeToHeight',
            'cropperMinWidth',
            'cropperMinHeight',
            'cropperMaxHeight',
            'cropperMaxWidth',
            'cropperStaticWidth',
            'cropperStaticHeight',
            'canvasRotation',
            'initialStepSize',
            'roundCropper',
            'onlyScaleDown',
            'imageQuality',
            'backgroundColor',
            'containWithinAspectRatio',
            'hideResizeSquares',
            'allowMoveImage',
            'checkImageType',
            'alignImage',
            'disabled',
            'hidden',
          ].map((name) => input(name)),
          output('imageCropped', 'onImageCropped'),
          output('startCropImage', 'onStartCropImage'),
          output('imageLoaded', 'onImageLoaded'),
          output('cropperReady', 'onCropperReady'),
          output('loadImageFailed', 'onLoadImageFailed'),
          output('transformChange', 'onTransformChange'),
          output('cropperChange', 'onCropperChange'),
        ],
      },
    ],
  },
  {
    page: 'input',
    counterparts: [{ component: 'Input', reference: 'input/input.directive.ts', members: [input('errors')] }],
  },
  {
    page: 'loading',
    counterparts: [
      {
        component: 'Loading',
        reference: 'loading/loading.component.ts',
        members: [input('size'), input('hidden'), input('spinnerType')],
      },
    ],
  },
  {
    page: 'paginator',
    counterparts: [
      {
        component: 'Paginator',
        reference: 'paginator/paginator/paginator.component.ts',
        members: [
          input('disabled'),
          input('hidePageSize'),
          input('length'),
          input('pageSize'),
          input('pageSizeOptions'),
          input('pageStatus'),
          input('showExtremeButtons'),
          output('page', 'onPage'),
        ],
      },
    ],
  },
  {
    page: 'progress',
    counterparts: [
      {
        component: 'Progress',
        reference: 'progress/progress.component.ts',
        members: [input('ngxColor'), input('ngxPercent'), input('ngxSize'), input('ngxTimer'), input('ngxType'), input('template')],
      },
    ],
  },
  {
    page: 'radio-button',
    counterparts: [
      {
        component: 'RadioGroup',
        reference: 'radio-button/radio-group.component.ts',
        members: [
          outputWithout('currentRadioChecked', 'ngx-eagle declares it but never emits it; `onChange(value)` reports the choice.'),
        ],
      },
      {
        component: 'RadioButton',
        reference: 'radio-button/radio-button.component.ts',
        members: [input('checked'), input('ngxColor'), input('ngxValue'), input('ngxSize'), output('onclick', 'onRadioClick')],
      },
    ],
  },
  {
    page: 'rate',
    counterparts: [{ component: 'Rate', reference: 'rate/rate.component.ts', members: [input('ngxColor'), input('ngxAllowClear')] }],
  },
  {
    page: 'resize',
    counterparts: [
      {
        component: 'Resizable',
        reference: 'resizable/resizable.directive.ts',
        members: [
          input('resizableWidth'),
          input('minWidth'),
          input('minHeight'),
          input('markerPosition'),
          input('resizeDirection'),
          output('onResize', 'onResize'),
        ],
      },
    ],
  },
  {
    page: 'select',
    counterparts: [
      {
        component: 'Select',
        reference: 'select/ngx-outlined-select-field/ngx-outlined-select-field.component.ts',
        members: [
          input('autocomplete'),
          input('disabled'),
          input('multiple'),
          input('pattern'),
          input('placeholder'),
          input('required'),
          input('suffix'),
          input('value'),
          output('onChangeValue', 'onChangeValue'),
        ],
      },
      {
        component: 'Option',
        reference: 'select/ngx-option/ngx-option.component.ts',
        members: [
          input('disabled'),
          input('selected'),
          input('value'),
          outputWithout('selectedOptionOnClick', 'it told ngx-eagle’s select of a choice; the `Select`’s `onChange` reports it.'),
        ],
      },
    ],
  },
  {
    page: 'signature',
    counterparts: [
      {
        component: 'SignaturePad',
        reference: 'signature/signature.component.ts',
        members: [
          input('pointerColors'),
          input('pointerColor'),
          input('showClearButton'),
          input('showPointerColors'),
          output('signatureComplete', 'onSignatureComplete'),
        ],
      },
    ],
  },
  {
    page: 'skeleton',
    counterparts: [{ component: 'Skeleton', reference: 'skeleton/skeleton.directive.ts', members: [input('skeleton', 'type')] }],
  },
  {
    page: 'switch',
    counterparts: [
      {
        component: 'Switch',
        reference: 'switch/switch.component.ts',
        members: [input('disabled'), input('labelPosition'), input('ngxSize')],
      },
    ],
  },
  {
    page: 'table',
    counterparts: [
      { component: 'Table', reference: 'table/table/table.directive.ts', members: [input('scroll'), input('bordered')] },
      {
        component: 'TableSortHeader',
        reference: 'table/table/sort.directive.ts',
        members: [output('changeSorting', 'onChangeSorting')],
      },
    ],
  },
  {
    page: 'tabs',
    counterparts: [
      {
        component: 'Tabs',
        reference: 'tab/tab-group/tab-group.component.ts',
        members: [
          input('alignTabs', 'ngxAlignTabs'),
          input('mode', 'ngxMode'),
          input('tabPosition', 'ngxTabPosition'),
          input('selectedIndex', 'ngxSelectedIndex'),
          output('selectedIndexChange', 'onSelectedIndexChange'),
        ],
      },
      {
        component: 'Tab',
        reference: 'tab/tab/tab.component.ts',
        members: [input('disabled'), input('label'), input('icon'), input('direction')],
      },
    ],
  },
  {
    page: 'tags',
    counterparts: [
      {
        component: 'Tag',
        reference: 'tag/tag.component.ts',
        members: [
          input('ngxBordered'),
          input('ngxChecked'),
          input('ngxMode'),
          output('ngxOnClose', 'onClose'),
          output('ngxCheckedChange', 'onCheckedChange'),
        ],
      },
    ],
  },
  {
    page: 'timelines',
    counterparts: [
      { component: 'Timeline', reference: 'timeline/timeline/timeline.component.ts', members: [input('ngxMode')] },
      {
        component: 'TimelineItem',
        reference: 'timeline/timeline-item/timeline-item.component.ts',
        members: [input('ngxColor'), input('ngxDot'), input('ngxLabel'), input('tailColor')],
      },
    ],
  },
  {
    page: 'tooltip',
    counterparts: [
      {
        component: 'Tooltip',
        reference: 'tooltip/tooltip.directive.ts',
        members: [input('ngxTooltip', 'tooltipText'), input('tooltipPosition')],
      },
    ],
  },
];

/**
 * ngx-eagle's source files with inputs or outputs that no Aquila UI component took the place of, and why:
 * the test of this table reads every other such file as a mapped one.
 */
export const NGX_EAGLE_FILES_WITHOUT_COMPONENT: Readonly<Record<string, string>> = {
  'touch/touch.directive.ts':
    'its `swipeLeft`, `swipeRight`, `swipeUp` and `swipeDown` served the drawer’s handle; Aquila UI’s drawer and carousel handle their swipes themselves.',
};
