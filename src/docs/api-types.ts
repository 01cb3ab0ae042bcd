export interface ApiRow {
  property: string;
  description: string;
  type: string;
  default: string;
  required: boolean;
}

export interface ComponentApi {
  name: string;
  description: string;
  rows: ApiRow[];
}
