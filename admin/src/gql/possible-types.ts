
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CreateStaffResult": [
      "Staff",
      "StaffEmailTakenError",
      "ValidationError"
    ],
    "ErrorResult": [
      "InvalidCredentialsError",
      "LastOwnerError",
      "StaffEmailTakenError",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "StaffLoginResult": [
      "InvalidCredentialsError",
      "StaffSession",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "UpdateStaffResult": [
      "LastOwnerError",
      "Staff"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CreateStaffResult": [
      "Staff",
      "StaffEmailTakenError",
      "ValidationError"
    ],
    "ErrorResult": [
      "InvalidCredentialsError",
      "LastOwnerError",
      "StaffEmailTakenError",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "StaffLoginResult": [
      "InvalidCredentialsError",
      "StaffSession",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "UpdateStaffResult": [
      "LastOwnerError",
      "Staff"
    ]
  }
};
      export default result;
    