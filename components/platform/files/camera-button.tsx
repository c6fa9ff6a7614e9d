"use client";
import AddAPhotoIcon from "@mui/icons-material/AddAPhoto";
import { Button } from "@mui/material";

/**
 * "Take or add a photo": on a phone it opens the back camera, elsewhere the file picker; the photos
 * chosen go to `onPhotos`, to upload with the record they belong to.
 */
export function CameraButton(props: { label: string; onPhotos: (files: File[]) => void }) {
  return (
    <Button component="label" variant="outlined" startIcon={<AddAPhotoIcon />} sx={{ minHeight: 44 }}>
      {props.label}
      <input
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        aria-label={props.label}
        onChange={(event) => props.onPhotos(Array.from(event.target.files ?? []))}
      />
    </Button>
  );
}
