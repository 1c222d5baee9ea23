import { MEDIA_FIELDS, PROPERTY_FIELDS } from './resoFields';

const NAMESPACE = 'org.reso.metadata';

const properties = (fields: Record<string, string>, key: string) =>
  Object.entries(fields)
    .map(([name, type]) => `        <Property Name="${name}" Type="${type}"${name === key ? ' Nullable="false"' : ''}/>`)
    .join('\n');

/** GET /api/reso/$metadata: the feed's entity types in OData's CSDL, as RESO Web API clients read them first. */
export const RESO_METADATA_XML = `<?xml version="1.0" encoding="UTF-8"?>
<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">
  <edmx:DataServices>
    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="${NAMESPACE}">
      <EntityType Name="Property">
        <Key><PropertyRef Name="ListingKey"/></Key>
${properties(PROPERTY_FIELDS, 'ListingKey')}
        <NavigationProperty Name="Media" Type="Collection(${NAMESPACE}.Media)"/>
      </EntityType>
      <EntityType Name="Media">
        <Key><PropertyRef Name="MediaKey"/></Key>
${properties(MEDIA_FIELDS, 'MediaKey')}
      </EntityType>
      <EntityContainer Name="Default">
        <EntitySet Name="Property" EntityType="${NAMESPACE}.Property"/>
      </EntityContainer>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`;
