/** A record's files as download links, comma-separated (for server and client components alike). */
export function FileLinks(props: { organizationId: string; files: { id: string; name: string }[] }) {
  return props.files.map((file, index) => (
    <span key={file.id}>
      {index ? ", " : null}
      <a href={`/api/v1/organizations/${props.organizationId}/files/${file.id}/raw`} download>
        {file.name}
      </a>
    </span>
  ));
}
